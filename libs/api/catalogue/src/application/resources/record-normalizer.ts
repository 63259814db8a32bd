import { isUuid } from '@grimhunt/api-kernel';
import { CatalogueInvalidError } from '../../domain/catalogue.errors';
import { definitionOf } from './catalogue.resources';
import { ChildDef, FieldDef, RecordLookup, ResourceDefinition, WriteContext } from './resource-definition';

/**
 * Turns a write body (what the back office typed) into a complete record: defaults for omitted fields on create,
 * the stored values for omitted fields on update, numbers and booleans accepted as strings ("12", "true"), and
 * one readable message per problem ('name is required', 'enemies[0]: rangeMin must be <= rangeMax').
 */
export type CatalogueRecord = Record<string, unknown> & { id: string };

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const MAX_CHILDREN = 1000;

type Coerced = { ok: true; value: unknown } | { ok: false; error: string };

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function defaultOf(field: FieldDef, ctx: WriteContext): unknown {
  return typeof field.default === 'function' ? (field.default as (c: WriteContext) => unknown)(ctx) : field.default;
}

function coerce(field: FieldDef, value: unknown, path: string): Coerced {
  switch (field.kind) {
    case 'string':
    case 'text': {
      if (typeof value === 'object') return { ok: false, error: `${path} must be text` };
      const text = field.kind === 'string' ? String(value).trim() : String(value);
      const max = field.maxLength ?? (field.kind === 'string' ? 200 : 100_000);
      if (text.length > max) return { ok: false, error: `${path} must be at most ${max} characters` };
      if (field.pattern && !field.pattern.test(text)) return { ok: false, error: field.patternMessage ?? `${path} has an invalid format` };
      return { ok: true, value: text };
    }
    case 'int':
    case 'bigint':
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(n)) return { ok: false, error: `${path} must be a number` };
      if ((field.kind === 'int' || field.kind === 'bigint') && !Number.isInteger(n))
        return { ok: false, error: `${path} must be a whole number` };
      if (field.kind === 'int' && (n < INT_MIN || n > INT_MAX)) return { ok: false, error: `${path} is out of range` };
      if (field.kind === 'bigint' && !Number.isSafeInteger(n)) return { ok: false, error: `${path} is out of range` };
      if (field.min !== undefined && n < field.min) return { ok: false, error: `${path} must be at least ${field.min}` };
      if (field.max !== undefined && n > field.max) return { ok: false, error: `${path} must be at most ${field.max}` };
      return { ok: true, value: field.kind === 'money' ? Math.round(n * 100) / 100 : n };
    }
    case 'bool': {
      if (value === true || value === 'true' || value === 1 || value === '1') return { ok: true, value: true };
      if (value === false || value === 'false' || value === 0 || value === '0') return { ok: true, value: false };
      return { ok: false, error: `${path} must be true or false` };
    }
    case 'id':
      return isUuid(value) ? { ok: true, value: value.toLowerCase() } : { ok: false, error: `${path} must be an id` };
    case 'enum':
      return typeof value === 'string' && field.values?.includes(value)
        ? { ok: true, value }
        : { ok: false, error: `${path} must be one of ${field.values?.join(', ')}` };
    case 'timestamp': {
      let seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isNaN(seconds) && typeof value === 'string') seconds = Date.parse(value) / 1000;
      if (!Number.isFinite(seconds) || seconds < 0) return { ok: false, error: `${path} must be a unix timestamp in seconds` };
      // Milliseconds are recognised (anything past the year 5138 in seconds) and converted.
      if (seconds > 1e11) seconds = seconds / 1000;
      return { ok: true, value: Math.floor(seconds) };
    }
  }
}

/** Reads one field of the body: present (maybe via an alias) or not. */
function pick(input: Record<string, unknown>, field: FieldDef): { present: boolean; value?: unknown } {
  if (Object.prototype.hasOwnProperty.call(input, field.key) && input[field.key] !== undefined)
    return { present: true, value: input[field.key] };
  for (const alias of field.aliases ?? []) {
    if (Object.prototype.hasOwnProperty.call(input, alias) && input[alias] !== undefined) return { present: true, value: input[alias] };
  }
  return { present: false };
}

function resolveField(
  field: FieldDef,
  input: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  ctx: WriteContext,
  path: string,
  errors: string[],
): unknown {
  const { present, value } = pick(input, field);
  if (!present) {
    if (existing && field.key in existing) return existing[field.key];
    const fallback = defaultOf(field, ctx);
    if (fallback === undefined) {
      if (field.required) errors.push(`${path} is required`);
      return field.nullable ? null : undefined;
    }
    return fallback;
  }
  if (isBlank(value) && !(field.kind === 'text' && typeof value === 'string')) {
    if (field.required) {
      errors.push(`${path} is required`);
      return undefined;
    }
    if (field.nullable) return null;
    const fallback = defaultOf(field, ctx);
    if (fallback !== undefined) return fallback;
    return field.kind === 'string' ? '' : undefined;
  }
  const result = coerce(field, value, path);
  if (!result.ok) {
    errors.push(result.error);
    return undefined;
  }
  return result.value;
}

function childEntries(child: ChildDef, raw: unknown): unknown[] | null {
  if (raw === null || raw === undefined || raw === '') return [];
  if (child.wrap && typeof raw === 'object' && !Array.isArray(raw)) {
    const inner = (raw as Record<string, unknown>)[child.wrap];
    return inner === null || inner === undefined ? [] : Array.isArray(inner) ? inner : null;
  }
  if (Array.isArray(raw)) return raw;
  // A single id where a list of ids is expected (legacy single special bait).
  if (child.scalar && typeof raw === 'string') return [raw];
  return null;
}

function resolveChild(
  child: ChildDef,
  input: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  ctx: WriteContext,
  errors: string[],
): unknown {
  const present = Object.prototype.hasOwnProperty.call(input, child.key) && input[child.key] !== undefined;
  if (!present) {
    if (existing && child.key in existing) return existing[child.key];
    return child.wrap ? { [child.wrap]: [] } : [];
  }
  const listPath = child.wrap ? `${child.key}.${child.wrap}` : child.key;
  const entries = childEntries(child, input[child.key]);
  if (entries === null) {
    errors.push(`${listPath} must be a list`);
    return undefined;
  }
  if (entries.length > MAX_CHILDREN) {
    errors.push(`${listPath} may hold at most ${MAX_CHILDREN} entries`);
    return undefined;
  }
  const out = entries.map((entry, index) => {
    const at = `${listPath}[${index}]`;
    if (child.scalar) {
      if (isBlank(entry)) {
        errors.push(`${at} is required`);
        return undefined;
      }
      const result = coerce(child.scalar, entry, at);
      if (!result.ok) errors.push(result.error);
      return result.ok ? result.value : undefined;
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors.push(`${at} must be an object`);
      return undefined;
    }
    const record: Record<string, unknown> = {};
    const before = errors.length;
    for (const field of child.fields ?? []) {
      record[field.key] = resolveField(field, entry as Record<string, unknown>, undefined, ctx, `${at}.${field.key}`, errors);
    }
    if (errors.length === before && child.validateEntry) {
      for (const message of child.validateEntry(record)) errors.push(`${at}: ${message}`);
    }
    return record;
  });
  return child.wrap ? { [child.wrap]: out } : out;
}

/**
 * Builds the complete record to store. `existing` (update) supplies omitted fields; otherwise defaults apply.
 * Throws CatalogueInvalidError with every problem found.
 */
export function normalizeRecord(
  def: ResourceDefinition,
  body: unknown,
  ctx: WriteContext,
  existing?: Record<string, unknown>,
): CatalogueRecord {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new CatalogueInvalidError([`The ${def.label} must be sent as a JSON object`]);
  const input = body as Record<string, unknown>;
  const errors: string[] = [];
  const record: Record<string, unknown> = {};
  if (existing) record['id'] = existing['id'];
  else if (isUuid(input['id'])) record['id'] = input['id'].toLowerCase();
  for (const field of def.fields) record[field.key] = resolveField(field, input, existing, ctx, field.key, errors);
  for (const child of def.children) record[child.key] = resolveChild(child, input, existing, ctx, errors);
  if (errors.length === 0 && def.validate) errors.push(...def.validate(record));
  if (errors.length > 0) throw new CatalogueInvalidError(errors);
  return record as CatalogueRecord;
}

function labelOf(resource: string): string {
  return resource === 'image' ? 'image' : definitionOf(resource as Parameters<typeof definitionOf>[0]).label;
}

function refError(field: FieldDef, value: unknown, path: string, lookup: RecordLookup): string | null {
  if (!field.ref || field.ref.resource === 'image' || value === null || value === undefined) return null;
  const found =
    field.ref.by === 'shortName' ? lookup.byShortName(field.ref.resource, String(value)) : lookup.byId(field.ref.resource, String(value));
  return found ? null : `${path} refers to an unknown ${labelOf(field.ref.resource)} (${String(value)})`;
}

/** Checks that every reference of the record exists (images are left to the database's foreign keys). */
export function referenceErrors(def: ResourceDefinition, record: Record<string, unknown>, lookup: RecordLookup): string[] {
  const errors: string[] = [];
  for (const field of def.fields) {
    const error = refError(field, record[field.key], field.key, lookup);
    if (error) errors.push(error);
  }
  for (const child of def.children) {
    const listPath = child.wrap ? `${child.key}.${child.wrap}` : child.key;
    const entries = childList(child, record);
    entries.forEach((entry, index) => {
      const at = `${listPath}[${index}]`;
      if (child.scalar) {
        const error = refError(child.scalar, entry, at, lookup);
        if (error) errors.push(error);
        return;
      }
      for (const field of child.fields ?? []) {
        const error = refError(field, (entry as Record<string, unknown>)[field.key], `${at}.${field.key}`, lookup);
        if (error) errors.push(error);
      }
    });
  }
  return errors;
}

/** The entries of a child list of a record (unwrapping `{ currencyEntries: [...] }`). */
export function childList(child: ChildDef, record: Record<string, unknown>): unknown[] {
  const raw = record[child.key];
  if (child.wrap) return ((raw as Record<string, unknown[]> | undefined)?.[child.wrap] ?? []) as unknown[];
  return (raw as unknown[] | undefined) ?? [];
}
