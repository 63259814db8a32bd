/** Select values that the API stores as integers (needSub, userRole, patreonType, ...). */
export function toInt(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const parsed = parseInt(String(value), 10);
  return Number.isNaN(parsed) ? null : parsed;
}
