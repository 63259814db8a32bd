import { Tx } from '@grimhunt/api-kernel';

/**
 * Small per-player records of the hunt whose uniqueness the database guarantees: grimoire catch counts, paid
 * grounds, rank rewards, auto-hunt hours.
 */
export interface HuntRecords {
  addCatch(tx: Tx, userId: string, enemyId: string): Promise<void>;
  /** Catches by this player, by enemy id. */
  playerCounts(userId: string): Promise<Map<string, number>>;
  /** Catches by every player, by enemy id. */
  globalCounts(enemyIds: string[]): Promise<Map<string, number>>;
  visited(userId: string, tx?: Tx): Promise<Set<string>>;
  /** True when this call recorded the visit (false: visited before). */
  addVisit(tx: Tx, userId: string, groundId: string, paid: number, at: number): Promise<boolean>;
  /** True when this call claimed the reward of the rank (false: claimed before). */
  claimRankReward(tx: Tx, userId: string, rankId: string, at: number): Promise<boolean>;
  /** True when this call claimed the auto-hunt of that hour (false: it happened before, maybe in another process). */
  claimAutoHunt(tx: Tx, userId: string, hour: number, journalId: string): Promise<boolean>;
}
export const HUNT_RECORDS = Symbol('HUNT_RECORDS');
