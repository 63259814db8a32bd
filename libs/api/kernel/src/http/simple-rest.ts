import { ValidationError } from '../errors/domain-error';
import { containsNul } from './edge-limits';

/**
 * The ra-data-simple-rest dialect: `sort=["name","ASC"]&range=[0,24]&filter={"q":"rat"}`,
 * answered with an array and `Content-Range: item 0-24/319`.
 */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListQuerySpec {
  sortable: readonly string[];
  defaultSort: string;
  defaultOrder?: 'ASC' | 'DESC';
  filterable: readonly string[];
  maxLimit?: number;
}

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ValidationError(`The ${name} parameter is not valid JSON`);
  }
}

export function parseListQuery(query: Record<string, unknown>, spec: ListQuerySpec): ListQuery {
  const maxLimit = spec.maxLimit ?? 1000;
  let sortField = spec.defaultSort;
  let sortOrder: 'ASC' | 'DESC' = spec.defaultOrder ?? 'ASC';
  const sort = parseJson(query['sort'], 'sort');
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw new ValidationError('sort must be ["field","ASC|DESC"]');
    // Every resource sorts by id (react-admin's default sort), whatever else it lists.
    if (sort[0] !== 'id' && !spec.sortable.includes(sort[0])) throw new ValidationError(`Cannot sort by ${sort[0]}`);
    sortField = sort[0];
    sortOrder = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  }
  let offset = 0;
  let limit = Math.min(maxLimit, 1000);
  const range = parseJson(query['range'], 'range');
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw new ValidationError('range must be [from,to] with 0 <= from <= to');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, maxLimit);
  }
  const filterRaw = parseJson(query['filter'], 'filter') ?? {};
  if (containsNul(filterRaw)) throw new ValidationError('Text must not contain NUL characters');
  if (typeof filterRaw !== 'object' || Array.isArray(filterRaw)) throw new ValidationError('filter must be an object');
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterRaw as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (key !== 'q' && key !== 'id' && !spec.filterable.includes(key)) throw new ValidationError(`Cannot filter by ${key}`);
    filter[key] = value;
  }
  return { sortField, sortOrder, offset, limit, filter };
}

export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}
