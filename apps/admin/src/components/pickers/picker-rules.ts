import type { EnemyLootDto, HuntingTableEntryDto, ItemAmountDto, ItemDto } from '@grimhunt/contracts';
import { ROLL_SPACE } from '@grimhunt/contracts';

/**
 * How a picked item fills the field that asked for it:
 * key item replaces, news reward is set, special bait appends, rank rewards append if absent,
 * premium items / crafting mats / loot / equipment add an entry to their list.
 */
export function replaceId(_current: string | null | undefined, picked: string): string {
  return picked;
}

export const setId = replaceId;

export function appendId(list: readonly string[] | null | undefined, picked: string): string[] {
  return [...(list ?? []), picked];
}

export function appendIdIfAbsent(list: readonly string[] | null | undefined, picked: string): string[] {
  const current = list ?? [];
  return current.includes(picked) ? [...current] : [...current, picked];
}

/** Premium package items and crafting mats: a new entry whose amount is entered afterwards. */
export function appendAmountEntry(list: readonly ItemAmountDto[] | null | undefined, itemId: string, amount = 1): ItemAmountDto[] {
  return [...(list ?? []), { itemId, amount }];
}

export const NEW_LOOT_DEFAULTS = { dropChance: 100, amountMin: 1, amountMax: 1 } as const;

export function appendLootEntry(list: readonly EnemyLootDto[] | null | undefined, itemId: string): EnemyLootDto[] {
  return [...(list ?? []), { itemId, ...NEW_LOOT_DEFAULTS }];
}

export interface EquipmentEntry {
  itemType: string;
  itemId: string;
}

export function appendEquipmentEntry(
  list: readonly EquipmentEntry[] | null | undefined,
  item: Pick<ItemDto, 'id' | 'type'>,
): EquipmentEntry[] {
  return [...(list ?? []), { itemType: item.type ?? '', itemId: item.id }];
}

export function appendTableEntry(list: readonly HuntingTableEntryDto[] | null | undefined, enemyId: string): HuntingTableEntryDto[] {
  return [...(list ?? []), { enemyId, rangeMin: 0, rangeMax: 0 }];
}

/** Hunting table ranges stay inside the roll space 0..ROLL_SPACE-1. */
export function clampRoll(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(ROLL_SPACE - 1, Math.max(0, Math.trunc(value)));
}

export function removeAt<T>(list: readonly T[] | null | undefined, index: number): T[] {
  return (list ?? []).filter((_, i) => i !== index);
}

export function updateAt<T>(list: readonly T[] | null | undefined, index: number, patch: Partial<T>): T[] {
  return (list ?? []).map((entry, i) => (i === index ? { ...entry, ...patch } : entry));
}

/** Page changes stay within 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

/**
 * The picker's count line, 'Showing X of Y items': on page 1 X is how many are listed; on later
 * pages X is the range listed ("Showing 21-35 of 35 items"), never the bare count of that page.
 */
export function showingText(page: number, shown: number, total: number, pageSize: number, noun: string): string {
  if (page <= 1 || shown === 0) return `Showing ${shown} of ${total} ${noun}`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} ${noun}`;
}
