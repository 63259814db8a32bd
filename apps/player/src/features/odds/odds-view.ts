import type { ExpectedLootDto } from '@grimhunt/contracts';

/** Basis points as a percent with at most one decimal ("12.5%", "100%"). */
export function bpText(bp: number): string {
  const pct = bp / 100;
  if (bp > 0 && pct < 0.1) return '<0.1%';
  return `${Number(pct.toFixed(1))}%`;
}

/** An expected amount per hunt, readable: "12.4", "0.35", "<0.01". */
export function perHuntText(value: number): string {
  if (value <= 0) return '0';
  if (value < 0.01) return '<0.01';
  if (value < 10) return value.toFixed(2).replace(/\.?0+$/, '');
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** "1 every 4 hunts" for rare loot, "×1.6 per hunt" for common loot. */
export function lootRateText(loot: ExpectedLootDto): string {
  if (loot.amount <= 0) return 'never';
  if (loot.amount < 1) return `1 in ${Math.max(2, Math.round(1 / loot.amount)).toLocaleString('en-US')} hunts`;
  return `×${perHuntText(loot.amount)} per hunt`;
}

export const VIA_LABELS = { table: 'Hunting table', special: 'Special ghost', nessy: 'Lured by your gear' } as const;
