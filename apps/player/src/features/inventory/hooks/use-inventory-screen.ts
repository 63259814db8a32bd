import type { InventoryEntryDto } from '@grimhunt/contracts';
import { useInventory } from '../../../api/get-inventory';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import { usePopup } from '../../../hooks/use-popup';
import { groupInventory } from '../inventory-groups';
import { useCollapsedGroups } from './use-collapsed-groups';

/**
 * The inventory's data: the owned items in their four groups (highest required XP first), which groups are folded
 * (remembered in a cookie), equipping and unequipping, and the popup telling the outcome.
 */
export function useInventoryScreen() {
  const inventory = useInventory();
  const { isCollapsed, toggle: toggleGroup } = useCollapsedGroups();
  const { popup, show, close } = usePopup();
  const { toggle, busyId } = useEquipToggle({ notify: show });
  const groups = groupInventory(inventory.data ?? []);

  return {
    inventory,
    groups,
    total: groups.reduce((sum, group) => sum + group.entries.length, 0),
    isCollapsed,
    toggleGroup,
    busyId,
    toggleEntry: (entry: InventoryEntryDto) => toggle(entry.itemId, entry.equipped),
    popup,
    notify: show,
    closePopup: close,
  };
}
