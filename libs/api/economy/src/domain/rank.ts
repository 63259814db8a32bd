/** Rank lookup: the current rank is the highest with xp <= the player's xp; nextRankXP is the next rank's xp. */
export interface RankStep {
  name: string;
  xp: number;
}

export function rankFor(ranks: readonly RankStep[], xp: number): { currentRank: { name: string } | null; nextRankXP: number } {
  const sorted = [...ranks].sort((a, b) => a.xp - b.xp);
  let current: RankStep | null = null;
  let next: RankStep | null = null;
  for (const rank of sorted) {
    if (rank.xp <= xp) current = rank;
    else {
      next = rank;
      break;
    }
  }
  // At the top rank the bar is full: nextRankXP is the player's own xp.
  return { currentRank: current ? { name: current.name } : null, nextRankXP: next ? next.xp : xp };
}
