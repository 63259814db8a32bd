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
