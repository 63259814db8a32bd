/** `UPDATE`/`DELETE` through EntityManager.query answer `[rows, rowCount]`; anything else answers rows. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The database clock in ms (clock_timestamp: the real time of the statement, not the transaction's start). */
export const DB_NOW_MS = `floor(extract(epoch from clock_timestamp()) * 1000)::float8`;

export function num(value: string | number | null): number | null {
  return value === null || value === undefined ? null : Number(value);
}
