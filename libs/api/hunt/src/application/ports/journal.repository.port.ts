import { ReplayContext } from '../../domain/hunt-replay';
import { JournalEntry } from '../../domain/journal-entry';
import { Tx } from '@grimhunt/api-kernel';

/** A journal row (spec player §3 Journal entry); `at` in ms. */
export type JournalRecord = JournalEntry;

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
  /** A hunt entry's replay record and its context (null when unknown or written before replays existed). */
  replayOf(journalId: string): Promise<{ entry: JournalRecord; context: ReplayContext | null } | null>;
  /** The database clock (ms). */
  databaseNow(): Promise<number>;
}
export const JOURNAL_REPOSITORY = Symbol('JOURNAL_REPOSITORY');
