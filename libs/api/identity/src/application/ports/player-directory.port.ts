import { Tx } from '@grimhunt/api-kernel';

/** What other contexts may read of an account (no secrets). */
export interface PlayerAccountView {
  id: string;
  name: string;
  email: string;
  xp: number;
  role: number;
  patreonType: number;
  createdAt: Date;
}

/** An account whose user row the caller's transaction holds, with the version its session tokens must carry. */
export interface LockedAccountView extends PlayerAccountView {
  tokenVersion: number;
}

/** A row of the ladder: ranked players only (not banned, activated). */
export interface RankedPlayer {
  id: string;
  name: string;
  xp: number;
}

/**
 * Identity's read facade for other contexts (economy, hunt, mail): accounts by id, the user row lock that starts
 * every mutation of a player's state (lock order user -> wallet -> inventory), and the ladder order
 * (xp desc, created_at, id; banned and not-activated accounts excluded), backed by `user_account_ladder_key_idx`.
 */
export interface PlayerDirectory {
  find(userId: string, tx?: Tx): Promise<PlayerAccountView | null>;
  /** The account of this user name (case-insensitive), or null. */
  findByName(name: string, tx?: Tx): Promise<PlayerAccountView | null>;
  /** Current names of the given accounts (missing ids are left out). */
  namesOf(userIds: string[], tx?: Tx): Promise<Map<string, string>>;
  /** The accounts of the given ids (missing ids are left out), in one read. */
  accountsOf(userIds: string[], tx?: Tx): Promise<Map<string, PlayerAccountView>>;
  /**
   * Locks the user row `FOR UPDATE` for the rest of `tx`; null when the account does not exist. Carries the token
   * version, so a use case can confirm the caller's session on the row it locks (`confirmSession`).
   */
  lockForUpdate(tx: Tx, userId: string): Promise<LockedAccountView | null>;
  /** Locks these players' user rows `FOR UPDATE` in id order, in one statement; missing accounts are absent. */
  lockAllForUpdate(tx: Tx, userIds: string[]): Promise<PlayerAccountView[]>;
  /**
   * Locks `FOR UPDATE SKIP LOCKED`, in id order, the rows of these players that no other transaction holds (banned
   * and not activated accounts left out): never waits. One statement.
   */
  tryLockForUpdate(tx: Tx, userIds: string[]): Promise<PlayerAccountView[]>;
  /**
   * Ranked players from 0-based `offset`, in ladder order (an OFFSET read: for the top few pages; see `Ladder`); in
   * `tx` when given.
   */
  ladder(offset: number, limit: number, tx?: Tx): Promise<RankedPlayer[]>;
  /** Adds `delta` (>= 0) to the player's xp inside `tx` (the caller holds the user row lock); the new xp. */
  addXp(tx: Tx, userId: string, delta: number): Promise<number>;
  /** `addXp` for several players in one statement (the caller holds their user row locks). */
  addXpMany(tx: Tx, deltas: { userId: string; delta: number }[]): Promise<void>;
}
export const PLAYER_DIRECTORY = Symbol('PLAYER_DIRECTORY');
