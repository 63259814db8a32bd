/**
 * Helpers for raw SQL through TypeORM, shared by every context's persistence (one copy, not one per context).
 */

/**
 * The rows of `EntityManager.query`: through TypeORM's postgres driver `UPDATE`/`DELETE ... RETURNING` answer
 * `[rows, rowCount]`, everything else (SELECT, INSERT ... RETURNING) answers the rows themselves.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result as T[] | null | undefined) ?? [];
}

/** A UUID in its text form (any version, either case): check ids before they reach a `uuid` column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The smallest width `fixedList` pads to: a hunting party's players (its friends, at most 8 candidates) fit in one. */
export const FIXED_LIST_MIN_WIDTH = 8;

/**
 * `values` padded, by repeating the last one, to a width that depends only on their number's bucket (8, then 16, 32,
 * ...): for a list of scalar parameters (`id IN ($1, ..., $8)`) whose statement text and parameter types stay the same
 * whatever the list's length. PostgreSQL keeps planning a prepared statement again on every call when one of its
 * parameters is an array (`= ANY($1)`, `unnest($1)`): a generic plan must guess the array's length, so its estimate
 * never matches a custom plan's. With a fixed number of scalar parameters both count the same rows and the generic
 * plan is kept after the first executions. Repeats change nothing in an `IN` list; a caller that joins the list
 * repeats whole rows. Empty stays empty.
 *
 * This holds where each value finds at most one row (a primary key): the count then does not depend on the values.
 * Where a value's row count comes from the statistics (a player's items), a custom plan still estimates other rows
 * than the generic plan; such a statement hides its parameters from the planner in scalar subqueries instead
 * (`= ANY((SELECT $1::uuid[])::uuid[])`, as economy's items at work do), and may take the list as one array.
 */
export function fixedList<T>(values: readonly T[]): T[] {
  if (values.length === 0) return [];
  let width = FIXED_LIST_MIN_WIDTH;
  while (width < values.length) width *= 2;
  return [...values, ...Array<T>(width - values.length).fill(values[values.length - 1])];
}

/** `count` placeholders from `$first` on, each with `cast` (e.g. `::uuid`), comma-separated: `$3::uuid, $4::uuid`. */
export function placeholders(first: number, count: number, cast = ''): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}${cast}`).join(', ');
}
