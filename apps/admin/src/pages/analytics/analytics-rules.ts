import type { DailyAnalyticsRecordDto } from '@grimhunt/contracts';

export interface Series {
  key: string;
  label: string;
  color: string;
  values: number[];
}

export interface ChartData {
  /** One label per record (its day), oldest first. */
  days: string[];
  series: Series[];
}

/** "2024-07-02" of a record's seconds timestamp (UTC). */
export function dayOf(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function byTime(records: readonly DailyAnalyticsRecordDto[]): DailyAnalyticsRecordDto[] {
  return [...records].sort((a, b) => a.timestamp - b.timestamp);
}

export function usersChart(records: readonly DailyAnalyticsRecordDto[]): ChartData {
  const list = byTime(records);
  return {
    days: list.map((r) => dayOf(r.timestamp)),
    series: [
      { key: 'users', label: 'Users', color: '#7c3aed', values: list.map((r) => r.users) },
      { key: 'usersActiveMonth', label: 'Active (30 days)', color: '#0ea5e9', values: list.map((r) => r.usersActiveMonth) },
      { key: 'usersActiveWeek', label: 'Active (7 days)', color: '#16a34a', values: list.map((r) => r.usersActiveWeek) },
      { key: 'usersActive', label: 'Active (24 h)', color: '#f59e0b', values: list.map((r) => r.usersActive) },
    ],
  };
}

export function subscriptionsChart(records: readonly DailyAnalyticsRecordDto[]): ChartData {
  const list = byTime(records);
  return {
    days: list.map((r) => dayOf(r.timestamp)),
    series: [
      { key: 'silverSubsActive', label: 'Silver', color: '#94a3b8', values: list.map((r) => r.silverSubsActive) },
      { key: 'goldSubsActive', label: 'Gold', color: '#eab308', values: list.map((r) => r.goldSubsActive) },
      { key: 'platSubsActive', label: 'Platinum', color: '#06b6d4', values: list.map((r) => r.platSubsActive) },
    ],
  };
}

const PALETTE = ['#7c3aed', '#16a34a', '#f59e0b', '#0ea5e9', '#db2777', '#65a30d', '#ea580c', '#2563eb'];

/** Purchases per package per day; a package missing on a day counts 0. */
export function purchasesChart(records: readonly DailyAnalyticsRecordDto[], names: Record<string, string>): ChartData {
  const list = byTime(records);
  const ids = [...new Set(list.flatMap((r) => r.purchases.map((p) => p.packageId)))].sort((a, b) =>
    (names[a] ?? a).localeCompare(names[b] ?? b),
  );
  return {
    days: list.map((r) => dayOf(r.timestamp)),
    series: ids.map((id, i) => ({
      key: id,
      label: names[id] ?? id,
      color: PALETTE[i % PALETTE.length],
      values: list.map((r) => r.purchases.filter((p) => p.packageId === id).reduce((sum, p) => sum + p.amount, 0)),
    })),
  };
}

/** Points of a polyline in a width x height box (y grows downwards), scaled to `max`. */
export function linePoints(values: readonly number[], width: number, height: number, max: number): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const top = max > 0 ? max : 1;
  return values
    .map((v, i) => `${(values.length > 1 ? i * step : width / 2).toFixed(1)},${(height - (v / top) * height).toFixed(1)}`)
    .join(' ');
}
