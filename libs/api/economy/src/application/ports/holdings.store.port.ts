import { Tx } from '@grimhunt/api-kernel';

/** One ledger line's context: why (`reason`, e.g. `buy`, `craft`, `hunt`) and what it belongs to (`reference`). */
export interface Movement {
  reason: string;
  reference?: string | null;
}

/** One line of a set-based change: a currency (by id) or an item, `delta` may be negative. */
export interface HoldingChange {
  kind: 'currency' | 'item';
  refId: string;
  delta: number;
  reason: string;
  reference: string | null;
  /** Items: when the amount reaches 0, the item is unequipped from every setup (consumption). */
  consume?: boolean;
}

/**
 * An item to put into the active setup with a set-based change, when it is owned after the change. With `ifNoneOf`,
 * only when no owned item among those ids is equipped there (a bought bait fills an empty bait slot); without it,
 * the caller has decided (the hunt's fallback when its bait ran out). With `replaces`, the item takes the place of
 * any of those ids equipped in the active setup, owned or not (the hunt's fallback bait replaces a bait that is not
 * at work, so one setup never holds two baits).
 */
export interface EquipOrder {
  itemId: string;
  ifNoneOf?: string[];
  replaces?: string[];
}

/** One player's part of `HoldingsStore.applyMany`. */
export interface PlayerChanges {
  userId: string;
  changes: HoldingChange[];
  equip?: EquipOrder[];
}

/** The rows after a set-based change: new amounts by `kind:refId`, and the changes whose guard failed. */
export interface HoldingsApplied {
  after: Map<string, number>;
  refused: { kind: 'currency' | 'item'; refId: string }[];
}

/** Balances by currency id, owned amounts (> 0) by item id, the setups, and the active setup's equipped item ids. */
export interface PlayerHoldingsView {
  balances: Map<string, number>;
  inventory: Map<string, number>;
  active: number;
  unlocked: number;
  /** Equipped in the active setup (owned or not). */
  equipped: string[];
}

/**
 * Wallet and inventory rows of one player, each change guarded in SQL (`UPDATE ... WHERE amount + delta >= 0`) and
 * written to the ledger. The caller holds the user's row lock and changes wallets before inventory.
 */
export interface HoldingsStore {
  /** Balances by currency id. */
  balances(userId: string, tx?: Tx): Promise<Map<string, number>>;
  /** Owned amounts (> 0) by item id. */
  inventory(userId: string, tx?: Tx): Promise<Map<string, number>>;
  /** What the player's own views show, in one statement: balances, owned items, setup state, the active setup's items. */
  playerView(userId: string, tx?: Tx): Promise<PlayerHoldingsView>;
  /** Balances, owned items (> 0) and the items equipped in any setup, in one statement. */
  snapshot(userId: string, tx?: Tx): Promise<{ balances: Map<string, number>; inventory: Map<string, number>; equipped: Set<string> }>;
  /** Adds `delta` (may be negative); the new balance, or null when it would go below zero (nothing changed). */
  changeCurrency(tx: Tx, userId: string, currencyId: string, delta: number, movement: Movement): Promise<number | null>;
  /** Adds `delta` (may be negative); the new amount, or null when it would go below zero (nothing changed). */
  changeItem(tx: Tx, userId: string, itemId: string, delta: number, movement: Movement): Promise<number | null>;
  /**
   * Every change in one statement: wallet and inventory upserts (net per row, guarded by amount >= 0), a ledger row
   * per change, the unequipping of consumed items and the `equip` orders. When a guard fails the statement still ran for the other rows:
   * the caller must throw (rolling the transaction back); `refused` names the failed rows.
   */
  apply(tx: Tx, userId: string, changes: HoldingChange[], equip?: EquipOrder[]): Promise<HoldingsApplied>;
  /**
   * `apply` for several players in one statement (the caller holds every one's user row): by player id. A player
   * listed twice has both lists applied, in the order given. The same rule on a failed guard: the caller must throw.
   */
  applyMany(tx: Tx, players: PlayerChanges[]): Promise<Map<string, HoldingsApplied>>;
  /**
   * Items at work with their owned amounts, in one statement: owned (> 0) items equipped in the active setup, plus
   * owned items among `alwaysEquippedIds`; with them (in `spares`) the owned items among `spareIds` not at work.
   */
  atWork(
    userId: string,
    alwaysEquippedIds: readonly string[],
    tx?: Tx,
    spareIds?: readonly string[],
  ): Promise<{ atWork: Map<string, number>; spares: Map<string, number> }>;
  /** `atWork` of several players in one statement, by player (players who own nothing at work are absent). */
  atWorkOf(
    tx: Tx,
    userIds: string[],
    alwaysEquippedIds: readonly string[],
    spareIds: readonly string[],
  ): Promise<Map<string, { atWork: Map<string, number>; spares: Map<string, number> }>>;
  /** Owned amounts (> 0), the setup state and the item ids of every setup (by setup index), in one statement. */
  setups(userId: string, tx?: Tx): Promise<SavedSetupsRows>;
}

/** The raw rows of `HoldingsStore.setups`. */
export interface SavedSetupsRows {
  inventory: Map<string, number>;
  active: number;
  unlocked: number;
  /** Item ids equipped in each setup (owned or not), by setup index. */
  equipped: Map<number, string[]>;
}
export const HOLDINGS_STORE = Symbol('HOLDINGS_STORE');
