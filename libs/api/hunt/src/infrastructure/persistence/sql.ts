// The hunt's own SQL helpers; `rowsOf` and the UUID pattern are the kernel's (libs/api/kernel/src/persistence/sql.ts).

/** The database clock in ms (clock_timestamp: the real time of the statement, not the transaction's start). */
export const DB_NOW_MS = `floor(extract(epoch from clock_timestamp()) * 1000)::float8`;

export function num(value: string | number | null): number | null {
  return value === null || value === undefined ? null : Number(value);
}
