import { Tx } from '@grimhunt/api-kernel';

/** Daily reward claims: one row per (player, UTC day) in `daily_reward_claim`, so a day is claimed at most once. */
export interface ClaimDailyRewardStore {
  /** True when this call recorded the claim; false when the player had claimed that day before. */
  record(tx: Tx, userId: string, claim: { day: number; gold: number; at: Date }): Promise<boolean>;
  /** Whether the player has claimed on that UTC day (days since 1970-01-01). */
  claimedOn(userId: string, day: number, tx?: Tx): Promise<boolean>;
}
export const CLAIM_DAILY_REWARD_STORE = Symbol('CLAIM_DAILY_REWARD_STORE');
