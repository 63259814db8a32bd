import { Tx } from '@grimhunt/api-kernel';

/** One ledger line's context: why (`reason`, e.g. `buy`, `craft`, `hunt`) and what it belongs to (`reference`). */
export interface Movement {
  reason: string;
  reference?: string | null;
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
  /** Adds `delta` (may be negative); the new balance, or null when it would go below zero (nothing changed). */
  changeCurrency(tx: Tx, userId: string, currencyId: string, delta: number, movement: Movement): Promise<number | null>;
  /** Adds `delta` (may be negative); the new amount, or null when it would go below zero (nothing changed). */
  changeItem(tx: Tx, userId: string, itemId: string, delta: number, movement: Movement): Promise<number | null>;
}
export const HOLDINGS_STORE = Symbol('HOLDINGS_STORE');
