import { Tx } from '@grimhunt/api-kernel';
import { MaxStat, MaxStatValues } from '../../domain/max-stat';

/** Stored max stats. Writes run in the caller's transaction, which holds the max-stats lock. */
export interface MaxStatRepository {
  /** Every max stat, by name. */
  list(tx?: Tx): Promise<MaxStat[]>;
  /**
   * Takes the cluster-wide max-stats lock (a PostgreSQL transaction-level advisory lock) without waiting;
   * false when another transaction holds it.
   */
  tryLock(tx: Tx): Promise<boolean>;
  /** Writes one row per stat short name and deletes the rows of stats that are gone. */
  replaceAll(tx: Tx, values: MaxStatValues[]): Promise<void>;
  /**
   * The scheduled gradual update's turn: true (and the turn is taken) when the last scheduled run is at least
   * `intervalMs` before `now`, so that with several API processes it runs once per interval.
   */
  claimScheduledRun(tx: Tx, now: Date, intervalMs: number): Promise<boolean>;
}
export const MAX_STAT_REPOSITORY = Symbol('MAX_STAT_REPOSITORY');
