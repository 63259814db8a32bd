import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { refreshAfterEquip } from '../../../api/refresh-after-equip';

/** GET /api/game/changeEquipmentSet/{slotIndex}: zero-based, so setup n is slot n-1. */
export function changeEquipmentSet(slotIndex: number): Promise<unknown> {
  return api.get<unknown>(apiRoute(ECONOMY_ROUTES.changeEquipmentSet, { slotIndex }));
}

/** Switches to setup `n` (1-based, as shown) and then refreshes the user and the equipment. */
export function useChangeEquipmentSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setupNumber: number) => changeEquipmentSet(setupNumber - 1),
    onSuccess: () => refreshAfterEquip(queryClient),
  });
}
