/** What a new player starts with, read from the `StarterKit` setting (a JSON document an admin edits). */
export interface StarterKit {
  currencies: { shortName: string; value: number }[];
  items: { itemId: string; amount: number }[];
}

export interface ParsedStarterKit {
  kit: StarterKit;
  /** Entries that were skipped, in words, for the log. */
  problems: string[];
}

const EMPTY: StarterKit = { currencies: [], items: [] };

function wholePositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Parses the setting leniently: a broken document grants nothing, a broken entry is skipped; every skip is reported,
 * so a typo in the back office never blocks an activation.
 */
export function parseStarterKit(raw: string | undefined | null): ParsedStarterKit {
  if (raw === undefined || raw === null || raw.trim() === '') return { kit: EMPTY, problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(raw);
  } catch {
    return { kit: EMPTY, problems: ['the StarterKit setting is not valid JSON'] };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { kit: EMPTY, problems: ['the StarterKit setting must be a JSON object'] };
  }
  const problems: string[] = [];
  const { currencies = [], items = [] } = document as { currencies?: unknown; items?: unknown };
  const kit: StarterKit = { currencies: [], items: [] };
  for (const entry of Array.isArray(currencies) ? currencies : []) {
    const { shortName, value } = (entry ?? {}) as { shortName?: unknown; value?: unknown };
    if (typeof shortName === 'string' && shortName && wholePositive(value)) kit.currencies.push({ shortName, value });
    else problems.push(`skipped currency entry ${JSON.stringify(entry)}`);
  }
  for (const entry of Array.isArray(items) ? items : []) {
    const { itemId, amount } = (entry ?? {}) as { itemId?: unknown; amount?: unknown };
    if (typeof itemId === 'string' && itemId && wholePositive(amount)) kit.items.push({ itemId, amount });
    else problems.push(`skipped item entry ${JSON.stringify(entry)}`);
  }
  if (!Array.isArray(currencies) || !Array.isArray(items)) problems.push('currencies and items must be lists');
  return { kit, problems };
}

/** A kit item as the equip plan needs it: its id and its item type (undefined when the type is unknown). */
export interface KitItemType {
  itemId: string;
  type: { shortName: string; isEquipment: boolean; itemTypeSlots: number; alwaysEquipped?: boolean } | undefined;
}

/**
 * Which kit items arrive equipped in the new player's active setup, so the first hunt works without a visit to the
 * inventory: every item of an equipment type, in kit order, while its type still has a free slot (a second bait or
 * mechanism stays in the bag). Types that are always at work (keys) or not equippable are left alone.
 */
export function starterEquipment(items: readonly KitItemType[], alreadyEquipped: readonly KitItemType[] = []): string[] {
  const used = new Map<string, number>();
  const ids = new Set<string>();
  for (const { itemId, type } of alreadyEquipped) {
    ids.add(itemId);
    if (type) used.set(type.shortName, (used.get(type.shortName) ?? 0) + 1);
  }
  const equip: string[] = [];
  for (const { itemId, type } of items) {
    if (!type || !type.isEquipment || type.alwaysEquipped || type.itemTypeSlots <= 0 || ids.has(itemId)) continue;
    const n = used.get(type.shortName) ?? 0;
    if (n >= type.itemTypeSlots) continue;
    used.set(type.shortName, n + 1);
    ids.add(itemId);
    equip.push(itemId);
  }
  return equip;
}
