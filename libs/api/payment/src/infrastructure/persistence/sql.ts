/** `manager.query` answers UPDATE ... RETURNING as [rows, count]; SELECT and INSERT ... RETURNING as rows. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}
