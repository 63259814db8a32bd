import { Tx } from '@grimhunt/api-kernel';

/** What "claim-daily-reward" reads and writes in economy's own tables (never another context's: use its facade). */
export interface ClaimDailyRewardStore {
  /** Write the methods the use case needs; each takes the caller's transaction. */
  record(tx: Tx, userId: string, at: Date): Promise<boolean>;
}
export const CLAIM_DAILY_REWARD_STORE = Symbol('CLAIM_DAILY_REWARD_STORE');
