import { TOKEN_EQUIPPABLE_KINDS, TokenShopItem, tokenShopItem } from '@grimhunt/contracts';
import {
  NotEnoughTokensError,
  TokenItemNotEquippableError,
  TokenItemNotOwnedError,
  TokenItemOwnedError,
  UnknownTokenItemError,
} from './covens.errors';

/** The catalogue item of a key, or the shop's 404. */
export function shopItemOf(key: string): TokenShopItem {
  const item = tokenShopItem(key);
  if (!item) throw new UnknownTokenItemError();
  return item;
}

/** A purchase is allowed when the item is not owned yet and the balance covers its price; the tokens left. */
export function planPurchase(item: TokenShopItem, owned: ReadonlySet<string>, balance: number): { left: number } {
  if (owned.has(item.key)) throw new TokenItemOwnedError();
  if (balance < item.price) throw new NotEnoughTokensError();
  return { left: balance - item.price };
}

/** Equipping needs a frame or a title the player owns. */
export function checkEquip(item: TokenShopItem, owned: ReadonlySet<string>): void {
  if (!TOKEN_EQUIPPABLE_KINDS.includes(item.kind)) throw new TokenItemNotEquippableError();
  if (!owned.has(item.key)) throw new TokenItemNotOwnedError();
}
