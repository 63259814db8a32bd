import { Tx } from '@grimhunt/api-kernel';
import type { CurrencyAmountDto, ItemAmountDto } from '@grimhunt/contracts';

export interface Holdings {
  currencies: CurrencyAmountDto[];
  inventory: ItemAmountDto[];
}

/**
 * What a player owns, as the user admin shows and edits it (User). The economy context implements
 * it (wallets, inventory, ledger); identity only asks. Every change runs inside the caller's transaction and
 * writes the ledger.
 */
export interface PlayerHoldings {
  read(userIds: string[]): Promise<Map<string, Holdings>>;
  /** Sets absolute balances (admin edit): the ledger records the difference with `reason`. */
  setCurrencies(tx: Tx, userId: string, entries: CurrencyAmountDto[], reason: string): Promise<void>;
  /** Adds `delta` (may be negative; never below zero) of an item. Returns the new amount. */
  adjustInventory(tx: Tx, userId: string, itemId: string, delta: number, reason: string): Promise<number>;
  /** Gives a brand-new player the starter kit (called once per account: at activation, or when created active). */
  grantStarterKit(tx: Tx, userId: string): Promise<void>;
}
export const PLAYER_HOLDINGS = Symbol('PLAYER_HOLDINGS');
