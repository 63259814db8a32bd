import type { InventoryEntryDto, MarketOrderDto, MarketSearchResultDto } from '@grimhunt/contracts';

/** The item the market screen shows: picked from the search, from the bag or from one of my orders. */
export interface MarketItem {
  itemId: string;
  name: string;
  imageId: string | null;
  itemType: string | null;
}

/** Item types whose items are tradable by default, offered as the search's filter (the back office decides per item). */
export const MARKET_TYPE_FILTERS: { type: string; label: string }[] = [
  { type: '', label: 'All kinds' },
  { type: 'bait', label: 'Bait' },
  { type: 'plasma', label: 'Plasma' },
  { type: 'monsterplasma', label: 'Monster plasma' },
  { type: 'craftingmat', label: 'Crafting materials' },
  { type: 'recipe', label: 'Recipes' },
  { type: 'trophy', label: 'Trophies' },
];

export const fromSearch = (r: MarketSearchResultDto): MarketItem => ({
  itemId: r.itemId,
  name: r.name,
  imageId: r.imageId,
  itemType: r.itemType,
});

export const fromOrder = (o: MarketOrderDto): MarketItem => ({
  itemId: o.itemId,
  name: o.itemName,
  imageId: o.itemImageId,
  itemType: null,
});

/** Tradable items the player holds, with the amount, by name; `q` filters by name. */
export function tradableHoldings(inventory: InventoryEntryDto[], q = ''): (MarketItem & { amount: number })[] {
  const term = q.trim().toLowerCase();
  return inventory
    .filter((entry) => entry.item?.tradable && entry.amount > 0 && entry.item.name.toLowerCase().includes(term))
    .map((entry) => ({
      itemId: entry.itemId,
      name: entry.item.name,
      imageId: entry.item.imageId,
      itemType: entry.item.itemType,
      amount: entry.amount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many of an item the player holds (0 when none; null while the inventory loads). */
export function heldAmount(inventory: InventoryEntryDto[] | undefined, itemId: string): number | null {
  if (!inventory) return null;
  return inventory.find((entry) => entry.itemId === itemId)?.amount ?? 0;
}
