/** A row of a statistics table: name, count and its share in percent, formatted to 2 decimals. */
export interface StatisticsRow {
  name: string;
  count: number;
  percent: string;
}

/**
 * Rows sorted by count, descending (ties by name). The share comes from `percentages` when the server sends it,
 * else it is the row's part of the table's total.
 */
export function statisticsRows(
  counts: Record<string, number> | null | undefined,
  percentages?: Record<string, number> | null,
): StatisticsRow[] {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => typeof count === 'number' && Number.isFinite(count));
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return entries
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name, count]) => {
      const given = percentages?.[name];
      const share = typeof given === 'number' && Number.isFinite(given) ? given : total > 0 ? (count * 100) / total : 0;
      return { name, count, percent: `${share.toFixed(2)}%` };
    });
}

export function formatPercent(value: number | null | undefined): string {
  return `${(typeof value === 'number' && Number.isFinite(value) ? value : 0).toFixed(2)}%`;
}
