import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES } from '@grimhunt/contracts';
import { api, apiRoute } from '../lib/api-client';
import { succeeded, type GameActionResult } from '../lib/game-action';
import { refreshAfterEquip } from './refresh-after-equip';

/** GET /api/game/unequip/{id} -> { success, message }. */
export function unequipItem(id: string): Promise<GameActionResult> {
  return api.get<GameActionResult>(apiRoute(ECONOMY_ROUTES.unequip, { id }));
}

export function useUnequipItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unequipItem,
    onSuccess: (result) => {
      if (succeeded(result)) void refreshAfterEquip(queryClient);
    },
  });
}
