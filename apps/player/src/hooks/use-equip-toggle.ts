import { ECONOMY_MESSAGES } from '@grimhunt/contracts';
import { ApiError } from '../lib/api-client';
import { messageOf, succeeded } from '../lib/game-action';
import type { PopupTone } from './use-popup';
import { useEquipItem } from '../api/equip-item';
import { useUnequipItem } from '../api/unequip-item';

export const EQUIP_ERROR = 'Error updating equipment';

interface EquipToggleOptions {
  /** Shows the result (a popup). */
  notify: (text: string, tone: PopupTone) => void;
  /** Show the server's own failure text when it sent one (inventory, panel) or always EQUIP_ERROR (exhibition). */
  serverMessages?: boolean;
}

/** Equip/unequip with result popups (inventory, equipment panel, exhibition); the busy id is the pending mutation's. */
export function useEquipToggle({ notify, serverMessages = true }: EquipToggleOptions) {
  const equip = useEquipItem();
  const unequip = useUnequipItem();

  const toggle = (id: string, equipped: boolean) => {
    const mutation = equipped ? unequip : equip;
    mutation.mutate(id, {
      onSuccess: (result) => {
        if (succeeded(result)) {
          notify(messageOf(result) || (equipped ? ECONOMY_MESSAGES.unequipped : ECONOMY_MESSAGES.equipped), 'ok');
        } else {
          notify((serverMessages && messageOf(result)) || EQUIP_ERROR, 'error');
        }
      },
      onError: (error) => {
        const text = serverMessages && error instanceof ApiError && error.hasServerMessage ? error.message : EQUIP_ERROR;
        notify(text, 'error');
      },
    });
  };

  const busyId = equip.isPending ? equip.variables : unequip.isPending ? unequip.variables : null;
  return { toggle, busyId: busyId ?? null };
}
