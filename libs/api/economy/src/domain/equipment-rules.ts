import { EQUIPMENT_SETUP_SLOTS } from '@grimhunt/contracts';
import { NotEquipmentError, NotOwnedError, SetupLockedError, SlotsFullError } from './economy.errors';

export interface EquipType {
  shortName: string;
  name: string;
  isEquipment: boolean;
  /** How many items of the type one setup holds (relic 3, most 1, 0 = not equippable). */
  itemTypeSlots: number;
}

export interface EquipRequest {
  item: { id: string; name: string };
  type: EquipType | undefined;
  owned: number;
  /** Items equipped in the setup now, with their type short names. */
  equipped: { itemId: string; type: string }[];
}

/** What to change in the setup: `add` the item and `remove` the ones it replaces; `add` null when already equipped. */
export interface EquipPlan {
  add: string | null;
  remove: string[];
}

/**
 * Equip rules: only owned items of equipment types; each type has `itemTypeSlots` places per setup; equipping into
 * a full single slot swaps the old item out, a full multi-slot type (relics) refuses.
 */
export function planEquip(req: EquipRequest): EquipPlan {
  const { item, type } = req;
  if (!type || !type.isEquipment || type.itemTypeSlots <= 0) throw new NotEquipmentError(item.name);
  if (req.owned <= 0) throw new NotOwnedError(item.name);
  if (req.equipped.some((e) => e.itemId === item.id)) return { add: null, remove: [] };
  const sameType = req.equipped.filter((e) => e.type === type.shortName);
  if (sameType.length < type.itemTypeSlots) return { add: item.id, remove: [] };
  if (type.itemTypeSlots === 1) return { add: item.id, remove: sameType.map((e) => e.itemId) };
  throw new SlotsFullError(type.itemTypeSlots, type.name);
}

/** A zero-based setup index the player has unlocked. */
export function checkSetupIndex(raw: string | number, unlocked: number): number {
  const index = typeof raw === 'number' ? raw : /^\d+$/.test(raw) ? Number(raw) : NaN;
  const limit = Math.min(unlocked, EQUIPMENT_SETUP_SLOTS);
  if (!Number.isSafeInteger(index) || index < 0 || index >= limit) throw new SetupLockedError(limit);
  return index;
}
