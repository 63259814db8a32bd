/**
 * The daily login reward: a player may claim the reward once per UTC day. A "day" is the whole UTC calendar day
 * that holds `now` (from the injected clock), so the reset is at 00:00 UTC for everybody, whatever their time zone.
 * Pure: decides from values alone; the handler reads the setting, the clock and the claim row, then applies it.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day that holds `now`: its number (days since 1970-01-01 UTC), its start and the next reset. */
export interface UtcDay {
  day: number;
  startsAt: number;
  nextResetAt: number;
}

export function utcDayOf(now: number): UtcDay {
  const day = Math.floor(now / DAY_MS);
  return { day, startsAt: day * DAY_MS, nextResetAt: (day + 1) * DAY_MS };
}

export interface ClaimDailyRewardInput {
  /** ms since epoch, from the injected clock. */
  now: number;
  /** The setting's gold (SETTINGS.dailyRewardGold); 0 switches the reward off. */
  amount: number;
  /** A claim row exists for this player and UTC day. */
  claimedToday: boolean;
}

export type ClaimDailyRewardDecision =
  { kind: 'refused'; reason: 'disabled' | 'already-claimed' } | { kind: 'accepted'; gold: number; day: UtcDay };

export function decideClaimDailyReward(input: ClaimDailyRewardInput): ClaimDailyRewardDecision {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { kind: 'refused', reason: 'disabled' };
  if (input.claimedToday) return { kind: 'refused', reason: 'already-claimed' };
  return { kind: 'accepted', gold: input.amount, day: utcDayOf(input.now) };
}
