import { CatalogueResource } from '@grimhunt/contracts';

/**
 * One catalogue resource described as data (table, DTO <-> column mapping, write rules, list rules), so that
 * list/get/create/update/delete, validation, the snapshot and the referenced-delete answer are written once.
 */
export type FieldKind =
  /** Short text, trimmed length checked (default max 200). */
  | 'string'
  /** Long text. */
  | 'text'
  | 'int'
  /** Stored as bigint; must stay a safe JavaScript integer. */
  | 'bigint'
  /** Floating point (drop chances). */
  | 'number'
  /** numeric(10,2) (prices in USD). */
  | 'money'
  | 'bool'
  /** A uuid (usually with `ref`). */
  | 'id'
  /** One of `values`. */
  | 'enum'
  /** Unix seconds in the DTO, timestamptz in the table. */
  | 'timestamp';

/** What a reference field points at: a record's id, or (currencies, stats) its short name. */
export interface RefTarget {
  resource: CatalogueResource | 'image';
  by?: 'id' | 'shortName';
}

export interface FieldDef {
  /** DTO field name (contract spelling). */
  key: string;
  /** Column in the table. */
  column: string;
  kind: FieldKind;
  /** Must be given (and non-empty) when the record is created. */
  required?: boolean;
  /** null is a valid value (otherwise null/'' falls back to the default). */
  nullable?: boolean;
  /** Default when the field is omitted on create; a function gets the write context. */
  default?: unknown | ((ctx: WriteContext) => unknown);
  min?: number;
  max?: number;
  maxLength?: number;
  values?: readonly string[];
  pattern?: RegExp;
  patternMessage?: string;
  ref?: RefTarget;
  /** Other names accepted on write (`xpRequired` for `xpReqired`). */
  aliases?: readonly string[];
}

/** A list inside a record (prices, stat entries, loot, table entries, id lists), stored as child rows. */
export interface ChildDef {
  /** DTO field name. */
  key: string;
  /** The DTO nests the list in an object: `price: { currencyEntries: [...] }`. */
  wrap?: string;
  table: string;
  /** Column holding the parent's id; rows are ordered by `position`. */
  parentColumn: string;
  /** Entries are objects with these stored fields ... */
  fields?: readonly FieldDef[];
  /** ... or plain values (a list of ids). */
  scalar?: FieldDef;
  /** Entry fields filled on read from other records (ignored on write). */
  derived?: readonly string[];
  /** Cross-field checks of one entry; messages are prefixed with the entry path. */
  validateEntry?: (entry: Record<string, unknown>) => string[];
}

export interface WriteContext {
  now: Date;
}

/** Read-only access to other records while validating and hydrating. */
export interface RecordLookup {
  byId(resource: CatalogueResource, id: string): Record<string, unknown> | undefined;
  byShortName(resource: CatalogueResource, shortName: string): Record<string, unknown> | undefined;
}

export interface ResourceDefinition {
  name: CatalogueResource;
  /** Human name in messages: 'item type'. */
  label: string;
  table: string;
  fields: readonly FieldDef[];
  children: readonly ChildDef[];
  /** Field naming a record in messages ('name', 'header', 'key'). */
  display: string;
  /** Fields the `q` filter searches (contains, case-insensitive). */
  search: readonly string[];
  defaultSort: string;
  defaultOrder?: 'ASC' | 'DESC';
  /** Filterable fields besides `q` and `id`. */
  filterable: readonly string[];
  /** Cross-field checks of a whole record. */
  validate?: (record: Record<string, unknown>) => string[];
  /** Fills derived fields on read (stat entry names from the stat). */
  hydrate?: (record: Record<string, unknown>, lookup: RecordLookup) => void;
}

export function sortableFields(def: ResourceDefinition): string[] {
  return ['id', ...def.fields.map((f) => f.key)];
}
