import { ReplayContext } from '../../domain/hunt-replay';
import { JournalEntry } from '../../domain/journal-entry';
import { Tx } from '@grimhunt/api-kernel';

/** A journal row; `at` in ms. */
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

/** Filters and cursor of the journal history (keyset: entries strictly older than `before`). */
export interface HistoryFilter {
  type: number | null;
  enemyId: string | null;
  before: { at: number; id: string } | null;
}

/** Catches (the grimoire's counts) and misses (hunt entries that met the ghost and did not catch it) per ghost. */
export interface GhostTallyRow {
  enemyId: string;
  caught: number;
  missed: number;
}

export interface JournalRepository {
  insert(tx: Tx, entries: JournalRecord[]): Promise<void>;
  /** Newest first. */
  latest(userId: string, limit: number): Promise<JournalRecord[]>;
  /** Newest first, `limit` entries matching the filter, older than its cursor. */
  history(userId: string, filter: HistoryFilter, limit: number): Promise<JournalRecord[]>;
  /** Every ghost the player caught or missed, in one statement. */
  tally(userId: string): Promise<GhostTallyRow[]>;
  /** Hunt entries with `from <= at < to`. */
  aggregate(from: number, to: number): Promise<JournalAggregates>;
  /** A hunt entry's replay record and its context (null when unknown or written before replays existed). */
  replayOf(journalId: string): Promise<{ entry: JournalRecord; context: ReplayContext | null } | null>;
  /**
   * Regular (manual) hunt entries that caught a ghost, of these players, with `from <= at < to`, oldest first
   * (taken-along hunts of a party left out). Read in the caller's transaction.
   */
  manualCatches(
    tx: Tx,
    userIds: string[],
    from: number,
    to: number,
  ): Promise<{ userId: string; journalId: string; at: number; groundId: string | null; enemyId: string }[]>;
  /** The database clock (ms). */
  databaseNow(): Promise<number>;
}
export const JOURNAL_REPOSITORY = Symbol('JOURNAL_REPOSITORY');
