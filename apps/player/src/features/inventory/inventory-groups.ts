import type { InventoryEntryDto } from '@grimhunt/contracts';

export type InventoryGroupKey = 'equipment' | 'support' | 'consumables' | 'misc';

/** The inventory groups; an item type not listed falls into Misc. */
export const INVENTORY_GROUPS: { key: InventoryGroupKey; label: string; types: string[] }[] = [
  { key: 'equipment', label: 'Equipment', types: ['mechanism', 'magiccicle', 'cauldron', 'camera', 'chronocrystal'] },
  { key: 'support', label: 'Support', types: ['contract', 'pet', 'specialitem', 'relic', 'bagpipe'] },
  { key: 'consumables', label: 'Consumables', types: ['bait', 'plasma', 'monsterplasma', 'juice', 'craftingmat'] },
  { key: 'misc', label: 'Misc', types: ['key', 'idcard', 'avatar', 'recipe'] },
];

/**
 * Item types that can be equipped (the catalogue's `isEquipment` item types). The inventory answer carries no
 * such flag, so the client keeps the list; an entry already marked `equipped` can always be unequipped.
 */
export const EQUIPPABLE_TYPES = new Set([
  'mechanism',
  'magiccicle',
  'cauldron',
  'camera',
  'chronocrystal',
  'contract',
  'pet',
  'specialitem',
  'relic',
  'bagpipe',
  'bait',
  'plasma',
  'monsterplasma',
  'idcard',
  'avatar',
  'collection',
]);

export function isEquippable(entry: InventoryEntryDto): boolean {
  return entry.equipped || EQUIPPABLE_TYPES.has(entry.item?.itemType ?? '');
}

export function groupOf(itemType: string | null | undefined): InventoryGroupKey {
  return INVENTORY_GROUPS.find((group) => group.types.includes(itemType ?? ''))?.key ?? 'misc';
}

/** Only amounts above 0, each group sorted by required XP, highest first (then by name). */
export function groupInventory(entries: InventoryEntryDto[]) {
  const owned = entries.filter((entry) => entry.amount > 0 && entry.item);
  return INVENTORY_GROUPS.map((group) => ({
    ...group,
    entries: owned
      .filter((entry) => groupOf(entry.item.itemType) === group.key)
      .sort((a, b) => (b.item.reqXP ?? 0) - (a.item.reqXP ?? 0) || a.item.name.localeCompare(b.item.name)),
  }));
}

/** What an item without a description of its own is for, by item type (loot the content left undescribed). */
const TYPE_DESCRIPTIONS: Record<string, string> = {
  craftingmat: 'Loot from the hunt. Recipes at the shops turn it into gear, bait and potions.',
  trophy: 'A trophy of the hunt, for the Exhibition.',
  key: 'Opens the way to a hunting ground that is locked without it.',
  recipe: 'Teaches a recipe: what it makes appears in the shops once you own it.',
};

/** The text under an inventory item: its own description, else what items of its type are for, else nothing. */
export function itemDescription(entry: InventoryEntryDto): string | null {
  const own = entry.item.flavorText?.trim();
  if (own) return own;
  return (entry.item.itemType && TYPE_DESCRIPTIONS[entry.item.itemType]) || null;
}
