import type { Tx } from '@grimhunt/api-kernel';
import type { HuntChallengeState } from '../../domain/hunt-challenge';

/** Totals kept beside the state: puzzles solved and puzzles that ran out of tries. */
export interface PuzzleCounters {
  solved?: number;
  failed?: number;
}

/**
 * The puzzle state of each player, in PostgreSQL, so every API process sees the same counter and the same pending
 * puzzle. Times are the database clock's. (A manual hunt reads and writes this state inside the hunt's own two
 * statements instead, through the hunt's adapter: the puzzle adds no statement to a hunt.)
 */
export interface PuzzleStateStore {
  /** Locks (creating when absent) the player's row, on the caller's transaction; its state and the database time. */
  lock(tx: Tx, userId: string): Promise<{ state: HuntChallengeState; now: number }>;
  /** Stores the state of a row locked by `lock`, adding the counters to the totals. */
  save(tx: Tx, userId: string, state: HuntChallengeState, counters?: PuzzleCounters): Promise<void>;
}

export const PUZZLE_STATE_STORE = Symbol('PUZZLE_STATE_STORE');
