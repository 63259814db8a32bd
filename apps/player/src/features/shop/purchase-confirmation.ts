import type { ShopItemDto } from '@grimhunt/contracts';

/** A purchase of at least this much gold asks first. */
export const CONFIRM_FROM_GOLD = 500;
/** A purchase of at least this share of the gold held asks first too (from `CONFIRM_SHARE_FLOOR` gold up). */
export const CONFIRM_WALLET_SHARE = 0.25;
export const CONFIRM_SHARE_FLOOR = 100;

const CRAFTING_ACTIONS = new Set<string>(['CRAFT', 'MIX', 'BIND']);

/**
 * The gold a shop action takes: the gold price times the amount for a purchase; nothing for crafting, which the
 * server pays with materials (an item with a recipe is crafted, whatever price it shows).
 */
export function goldCostOf(item: Pick<ShopItemDto, 'action' | 'price' | 'craftingMats' | 'craftingMatsPremium'>, amount: number): number {
  if (CRAFTING_ACTIONS.has(item.action) || item.craftingMats.length > 0 || item.craftingMatsPremium.length > 0) return 0;
  const gold = item.price?.currencyEntries.find((c) => c.name === 'gold')?.value ?? 0;
  return Math.max(0, gold) * amount;
}

/**
 * Whether a purchase asks "are you sure?" before it is sent: from 500 gold, or from a quarter of the gold held (when
 * that is 100 gold or more). Small everyday buys (a stack of bait) go through in one click, and so does one the
 * purse cannot pay (the server's "not enough gold" answers it). `goldHeld` null: the purse is not known yet.
 */
export function needsConfirmation(cost: number, goldHeld: number | null): boolean {
  if (cost <= 0 || (goldHeld !== null && cost > goldHeld)) return false;
  return cost >= CONFIRM_FROM_GOLD || (cost >= CONFIRM_SHARE_FLOOR && cost >= (goldHeld ?? 0) * CONFIRM_WALLET_SHARE);
}
