import { CURRENCY_ABBREVIATE_FROM } from '../config/game';

/** Cuts a name to `max` characters plus dots. */
export function truncateName(name: string, max = 14): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** K, M, B with one decimal, cut rather than rounded so 999,999 never shows as 1000.0K. */
export function abbreviateNumber(value: number, from = 1000): string {
  const abs = Math.abs(value);
  if (abs < from) return value.toLocaleString('en-US');
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    if (abs >= size) return `${(Math.trunc((value / size) * 10) / 10).toFixed(1)}${unit}`;
  }
  return String(value);
}

/** A currency amount as the header shows it: grouped digits below 100,000, K/M/B from there on. */
export function formatCurrency(value: number): string {
  return abbreviateNumber(value, CURRENCY_ABBREVIATE_FROM);
}

/** `12` or `10-14` (a stat range), with the unit after it when one is given. */
export function formatStatValue(valueFrom: number, valueTo: number | null | undefined, unit?: string | null): string {
  const to = valueTo ?? valueFrom;
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  const sign = (n: number) => (n > 0 ? `+${fmt(n)}` : fmt(n));
  const text = to !== valueFrom ? `${sign(valueFrom)} to ${sign(to)}` : sign(valueFrom);
  return unit ? `${text}${unit === '%' ? '' : ' '}${unit}` : text;
}

/**
 * THE format of gold and XP amounts on every screen (M, B with one decimal, from 100, 000 on, as
 * the currency header): `4,200`, `99,999`, `250.0K`, `1.2M`. Amounts of items and counts keep their digits.
 */
export function formatAmount(value: number): string {
  return formatCurrency(value);
}
