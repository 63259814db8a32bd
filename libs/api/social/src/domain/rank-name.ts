/** The name of the highest rank a player with `xp` has reached ('' when none). */
export function rankNameOf(ranks: readonly { name: string; xp: number }[], xp: number): string {
  let best: { name: string; xp: number } | null = null;
  for (const rank of ranks) if (rank.xp <= xp && (!best || rank.xp > best.xp)) best = rank;
  return best?.name ?? '';
}
