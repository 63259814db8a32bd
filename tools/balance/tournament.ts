/**
 * What a tournament pays per hour against normal hunting, for the balance report. Prizes are set by admins per
 * tournament; the report measures a reference tournament (the scale docs/covens.md recommends) against the gold and
 * XP the simulated players earn per hunt on each region's grounds.
 */

/** The reference tournament: 24 hours on one region's grounds, a fee, and gold for the first three places. */
export const REFERENCE_TOURNAMENT = {
  hours: 24,
  entryFee: 500,
  /** Gold paid to each scoring member of the coven at that place (places 1, 2, 3). */
  prizes: [20_000, 10_000, 5_000],
} as const;

export interface GroundYield {
  region: string;
  netGoldPerHunt: number;
  xpPerHunt: number;
}

export interface TournamentRow {
  region: string;
  /** What an entrant earns by hunting itself over the tournament, per hour of it (at `huntsPerHour`). */
  huntingGoldPerHour: number;
  huntingXpPerHour: number;
  /** Prize less the entry fee, per hour of the tournament, for places 1..n and for an entrant without a prize. */
  placeGoldPerHour: number[];
  noPrizeGoldPerHour: number;
  /** The first place's prize as hours of that region's hunting gold. */
  firstPlaceInHuntingHours: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * One row per region: the median over its grounds of the players' net gold and XP per hunt, times the hunts an
 * entrant makes per hour, beside the reference tournament's prizes spread over its hours.
 */
export function tournamentPay(
  grounds: readonly GroundYield[],
  huntsPerHour: number,
  tournament: { hours: number; entryFee: number; prizes: readonly number[] } = REFERENCE_TOURNAMENT,
): TournamentRow[] {
  const regions = [...new Set(grounds.map((g) => g.region))];
  return regions.map((region) => {
    const own = grounds.filter((g) => g.region === region);
    const huntingGoldPerHour = median(own.map((g) => g.netGoldPerHunt)) * huntsPerHour;
    const huntingXpPerHour = median(own.map((g) => g.xpPerHunt)) * huntsPerHour;
    return {
      region,
      huntingGoldPerHour,
      huntingXpPerHour,
      placeGoldPerHour: tournament.prizes.map((prize) => (prize - tournament.entryFee) / tournament.hours),
      noPrizeGoldPerHour: -tournament.entryFee / tournament.hours,
      firstPlaceInHuntingHours: huntingGoldPerHour > 0 ? (tournament.prizes[0] ?? 0) / huntingGoldPerHour : Infinity,
    };
  });
}
