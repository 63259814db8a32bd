import { Tx } from '@grimhunt/api-kernel';

export interface SetupState {
  /** Zero-based active setup. */
  active: number;
  unlocked: number;
}

/** Equipped items per setup (`equipment(user_id, setup_index, item_id)`) and the player's setup state. */
export interface EquipmentStore {
  setupState(userId: string, tx?: Tx): Promise<SetupState>;
  setActive(tx: Tx, userId: string, index: number): Promise<void>;
  /** Item ids equipped in one setup. */
  equipped(userId: string, setupIndex: number, tx?: Tx): Promise<string[]>;
  /** Item ids equipped in any setup. */
  equippedAnywhere(userId: string, tx?: Tx): Promise<Set<string>>;
  add(tx: Tx, userId: string, setupIndex: number, itemId: string): Promise<void>;
  /** Removes items from one setup; how many rows went. */
  remove(tx: Tx, userId: string, setupIndex: number, itemIds: string[]): Promise<number>;
  /** Removes an item from every setup (it is gone from the inventory). */
  removeEverywhere(tx: Tx, userId: string, itemId: string): Promise<void>;
  /** For each user: the ids among `itemIds` equipped in the active setup and still owned. */
  activeEquippedAmong(userIds: string[], itemIds: readonly string[]): Promise<Map<string, string[]>>;
}
export const EQUIPMENT_STORE = Symbol('EQUIPMENT_STORE');
