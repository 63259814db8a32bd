import { ECONOMY_MESSAGES } from '@grimhunt/contracts';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import { usePopup } from '../../../hooks/use-popup';
import { ApiError } from '../../../lib/api-client';
import { useChangeEquipmentSet } from '../api/change-equipment-set';
import { useEquipment } from '../api/get-equipment';

/**
 * The equipment panel's data: the equipped setup, unequipping an item and switching setups, each telling its
 * outcome in the popup.
 */
export function useEquipmentPanel() {
  const equipment = useEquipment();
  const { popup, show, close } = usePopup();
  const { toggle, busyId } = useEquipToggle({ notify: show });
  const change = useChangeEquipmentSet();

  return {
    equipment,
    popup,
    closePopup: close,
    busyId,
    unequip: (itemId: string) => toggle(itemId, true),
    /** The active setup, counted from 1. */
    activeSetup: (equipment.data?.activeEquipmentSlot ?? 0) + 1,
    changingSetup: change.isPending,
    chooseSetup: (setup: number) =>
      change.mutate(setup, {
        onSuccess: () => show(ECONOMY_MESSAGES.setupChanged, 'ok'),
        onError: (error) => show(error instanceof ApiError && error.hasServerMessage ? error.message : 'Error updating equipment', 'error'),
      }),
  };
}
