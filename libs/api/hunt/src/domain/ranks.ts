/** Ranks by XP threshold (nextRankXP). */
export interface RankStep {
  id: string;
  name: string;
  xp: number;
  rewardItemIds: readonly string[];
}

/** The ranks reached by going from `before` to `after` XP, lowest first (a rank at exactly `after` counts). */
export function ranksCrossed<R extends RankStep>(ranks: readonly R[], before: number, after: number): R[] {
  if (after <= before) return [];
  return [...ranks].filter((r) => r.xp > before && r.xp <= after).sort((a, b) => a.xp - b.xp || a.name.localeCompare(b.name));
}
