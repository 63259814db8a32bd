import { TournamentStatus } from '@grimhunt/contracts';

/** The points a tournament gives for a caught ghost of this rarity (instead of its points per ghost). */
export interface RarityPoints {
  rarityId: string;
  points: number;
}

/** Gold and tokens paid to each scoring member of the coven that finishes in `place` (1 = first). */
export interface TournamentPrize {
  place: number;
  gold: number;
  tokens: number;
}

export interface TournamentTimes {
  startsAt: number;
  endsAt: number;
}

/** Upcoming before the start, running from the start (included) to the end (excluded), then finished. */
export function tournamentStatus(t: TournamentTimes, now: number): TournamentStatus {
  if (now < t.startsAt) return 'upcoming';
  return now < t.endsAt ? 'running' : 'finished';
}

/** Points of one caught ghost: its rarity's points when the tournament lists the rarity, else the points per ghost. */
export function pointsFor(pointsPerGhost: number, perRarity: readonly RarityPoints[], rarityId: string | null): number {
  const listed = rarityId ? perRarity.find((r) => r.rarityId === rarityId) : undefined;
  return listed ? listed.points : pointsPerGhost;
}

export interface EntryScore {
  userId: string;
  covenId: string;
  covenName: string;
  points: number;
  ghosts: number;
}

export interface CovenStanding {
  place: number;
  covenId: string;
  covenName: string;
  points: number;
  members: EntryScore[];
}

/**
 * Covens by points (most first; equal points by name, then id), members by points then user id. Equal points
 * share the better place (1, 1, 3). Every entered coven is listed, with 0 points too.
 */
export function standings(entries: readonly EntryScore[]): CovenStanding[] {
  const byCoven = new Map<string, CovenStanding>();
  for (const e of entries) {
    const s = byCoven.get(e.covenId) ?? { place: 0, covenId: e.covenId, covenName: e.covenName, points: 0, members: [] };
    s.points += e.points;
    s.members.push(e);
    byCoven.set(e.covenId, s);
  }
  const sorted = [...byCoven.values()].sort(
    (a, b) => b.points - a.points || a.covenName.localeCompare(b.covenName) || a.covenId.localeCompare(b.covenId),
  );
  sorted.forEach((s, i) => {
    s.place = i > 0 && sorted[i - 1].points === s.points ? sorted[i - 1].place : i + 1;
    s.members.sort((a, b) => b.points - a.points || a.userId.localeCompare(b.userId));
  });
  return sorted;
}

export interface Payout {
  userId: string;
  covenId: string;
  place: number;
  gold: number;
  tokens: number;
}

/**
 * What the end of a tournament pays: every member with points of a coven with points gets the gold and tokens of
 * the coven's place (each member the full amounts). Places without a prize, covens and members without points get
 * nothing.
 */
export function payoutsOf(table: readonly CovenStanding[], prizes: readonly TournamentPrize[]): Payout[] {
  return table.flatMap((s) => {
    const prize = prizes.find((p) => p.place === s.place);
    if (!prize || s.points <= 0 || (prize.gold === 0 && prize.tokens === 0)) return [];
    return s.members
      .filter((m) => m.points > 0)
      .map((m) => ({ userId: m.userId, covenId: s.covenId, place: s.place, gold: prize.gold, tokens: prize.tokens }));
  });
}

export interface RankStep {
  id: string;
  xp: number;
}

/**
 * Whether a player of `xp` fits the rank bracket: at least the lowest rank's xp, and not past the highest rank
 * (below the xp of the rank after it). Null bounds are open. `ranks` ascend by xp.
 */
export function fitsBracket(
  ranks: readonly RankStep[],
  xp: number,
  minRankId: string | null,
  maxRankId: string | null,
): 'ok' | 'low' | 'high' {
  const min = minRankId ? ranks.find((r) => r.id === minRankId) : undefined;
  if (min && xp < min.xp) return 'low';
  if (maxRankId) {
    const index = ranks.findIndex((r) => r.id === maxRankId);
    const next = index >= 0 ? ranks[index + 1] : undefined;
    if (next && xp >= next.xp) return 'high';
  }
  return 'ok';
}
