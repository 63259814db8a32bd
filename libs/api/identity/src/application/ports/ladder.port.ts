import { RankedPlayer } from './player-directory.port';

/** Ranked players from 0-based position `from`, in ladder order, and the number of ranked players. */
export interface LadderPage {
  from: number;
  total: number;
  players: RankedPlayer[];
}

/**
 * The ladder (xp desc, account creation, id; banned and not-activated accounts left out) read by keyset, never by an
 * OFFSET over the whole index: positions come from a sampled snapshot of the order (every 50th key) plus an exact
 * count of the few keys since the nearest sample. While nobody's xp has changed since the snapshot the answers are
 * exact; after that a position is off by at most the players who crossed that sample since (docs/performance.md).
 */
export interface Ladder {
  /** Up to `limit` ranked players from position `from` (>= 0). */
  page(from: number, limit: number): Promise<LadderPage>;
  /** The page of `pageSize` players that holds the player (`from` a multiple of `pageSize`); null when not ranked. */
  pageOf(userId: string, pageSize: number): Promise<LadderPage | null>;
  /** Takes a new snapshot now: reads after it see every change committed before the call exactly. */
  refresh(): Promise<void>;
}
export const LADDER = Symbol('LADDER');
