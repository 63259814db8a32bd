import type { InventoryDeltaBody } from '../../providers/data-provider';

/**
 * Inventory edits of the user admin: the server gets the difference, never the new amount.
 * Changing an amount sends new - old on blur (nothing when unchanged or not a number).
 */
export function amountChangeDelta(userId: string, itemId: string, oldAmount: number, newAmount: number): InventoryDeltaBody | null {
  if (!Number.isFinite(newAmount) || !Number.isFinite(oldAmount)) return null;
  const deltaAmount = Math.trunc(newAmount) - Math.trunc(oldAmount);
  if (deltaAmount === 0) return null;
  return { userId, itemId, deltaAmount, remove: false };
}

/** Removing an item sends a negative delta equal to its amount. */
export function removalDelta(userId: string, itemId: string, amount: number): InventoryDeltaBody {
  return { userId, itemId, deltaAmount: -Math.trunc(amount), remove: true };
}

/** Adding an item with the picker gives the user one of it. */
export function additionDelta(userId: string, itemId: string, amount = 1): InventoryDeltaBody {
  return { userId, itemId, deltaAmount: amount, remove: false };
}
