import { ListQuery, ListQuerySpec, parseListQuery } from '@grimhunt/api-kernel';
import { ResourceDefinition, sortableFields } from './resource-definition';

/** The whitelist of the simple-rest list of a resource (unknown sort/filter fields are answered 400). */
export function listSpecOf(def: ResourceDefinition): ListQuerySpec {
  return {
    sortable: sortableFields(def),
    defaultSort: def.defaultSort,
    defaultOrder: def.defaultOrder ?? 'ASC',
    filterable: def.filterable,
    maxLimit: 1000,
  };
}

export function parseResourceQuery(def: ResourceDefinition, query: Record<string, unknown>): ListQuery {
  return parseListQuery(query, listSpecOf(def));
}

function same(recordValue: unknown, wanted: unknown): boolean {
  if (Array.isArray(recordValue)) return recordValue.some((v) => same(v, wanted));
  if (recordValue === null || recordValue === undefined) return wanted === null || wanted === 'null';
  return String(recordValue).toLowerCase() === String(wanted).toLowerCase();
}

function matches(record: Record<string, unknown>, key: string, wanted: unknown): boolean {
  const value = record[key];
  return Array.isArray(wanted) ? wanted.some((w) => same(value, w)) : same(value, wanted);
}

function compare(a: unknown, b: unknown): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * The simple-rest list over in-memory records: `q` (contains, case-insensitive, over the resource's search
 * fields), `id` (getMany), equality filters (a list means "any of"), sort (nulls last, then by id) and range.
 */
export function queryRecords<T extends Record<string, unknown>>(
  def: ResourceDefinition,
  records: readonly T[],
  query: ListQuery,
): { rows: T[]; total: number } {
  let rows = records.filter((record) => {
    for (const [key, wanted] of Object.entries(query.filter)) {
      if (key === 'q') {
        const needle = String(wanted).toLowerCase();
        if (
          !def.search.some((field) =>
            String(record[field] ?? '')
              .toLowerCase()
              .includes(needle),
          )
        )
          return false;
      } else if (!matches(record, key, wanted)) {
        return false;
      }
    }
    return true;
  });
  const direction = query.sortOrder === 'DESC' ? -1 : 1;
  rows = [...rows].sort((a, b) => {
    const primary = compare(a[query.sortField], b[query.sortField]);
    if (primary !== 0) {
      const aNull = a[query.sortField] === null || a[query.sortField] === undefined;
      const bNull = b[query.sortField] === null || b[query.sortField] === undefined;
      return aNull || bNull ? primary : primary * direction;
    }
    return compare(a['id'], b['id']);
  });
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}
