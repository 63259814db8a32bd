import { TokenItemKind, TokenShopItem } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';

export interface TokenPurchaseRow {
  itemKey: string;
  price: number;
  equipped: boolean;
}

export interface EquippedCosmetics {
  frameKey: string | null;
  titleKey: string | null;
}

/** The token shop's purchases and the balance they leave. Writes run on the caller's transaction. */
export interface TokenShopStore {
  /** Tokens earned in payouts minus tokens spent in the shop. */
  balance(userId: string, tx?: Tx): Promise<number>;
  purchases(userId: string, tx?: Tx): Promise<TokenPurchaseRow[]>;
  /** The equipped frame and title keys of these players, in one statement; players with neither are left out. */
  equippedAmong(userIds: string[], tx?: Tx): Promise<Map<string, EquippedCosmetics>>;
  /** False when the player owns the item already (the key (user, item) refuses a second row). */
  insert(tx: Tx, userId: string, item: TokenShopItem, at: Date): Promise<boolean>;
  /** Marks the item equipped and every other item of its kind not. */
  equip(tx: Tx, userId: string, kind: TokenItemKind, itemKey: string): Promise<void>;
}
export const TOKEN_SHOP_STORE = Symbol('TOKEN_SHOP_STORE');
