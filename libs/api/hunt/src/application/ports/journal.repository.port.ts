import { JournalDataDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';

/** A journal row (spec player §3 Journal entry); `at` in ms. */
export interface JournalRecord {
  id: string;
  userId: string;
  type: number;
  at: number;
  enemyId: string | null;
  huntResult: string | null;
  strategy: string | null;
  seed: number | null;
  xp: number;
  currencies: { name: string; value: number }[];
  loot: { itemId: string; amount: number }[];
  data: JournalDataDto;
}

/** Raw aggregates of hunt entries in a time window (ids, not names). */
export interface JournalAggregates {
  totalHunts: number;
  totalUsers: number;
  successfulHunts: number;
  huntResults: [string, number][];
  attracted: [string, number][];
  caught: [string, number][];
  strategies: [string, number][];
  loot: [string, number][];
  currencies: [string, number][];
}

export interface JournalRepository {
  insert(tx: Tx, entries: JournalRecord[]): Promise<void>;
  /** Newest first. */
  latest(userId: string, limit: number): Promise<JournalRecord[]>;
  /** Hunt entries with `from <= at < to`. */
  aggregate(from: number, to: number): Promise<JournalAggregates>;
  /** The database clock (ms). */
  databaseNow(): Promise<number>;
}
export const JOURNAL_REPOSITORY = Symbol('JOURNAL_REPOSITORY');
