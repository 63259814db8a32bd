import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES, type AdvisedSetupDto } from '@grimhunt/contracts';
import { equipItem } from '../../../api/equip-item';
import { refreshAfterEquip } from '../../../api/refresh-after-equip';
import { unequipItem } from '../../../api/unequip-item';
import { api, apiRoute } from '../../../lib/api-client';
import { succeeded, type GameActionResult } from '../../../lib/game-action';

/**
 * Puts an advised combination to work through the equipment calls the equipment screen uses: a saved setup that
 * holds it is switched to (`game/changeEquipmentSet`); otherwise the active setup's extra items are unequipped and
 * the missing ones equipped, one call each. The first refusal stops and its message is shown.
 */
export async function applySetup(advice: AdvisedSetupDto): Promise<void> {
  if (advice.current) return;
  if (advice.setupIndex !== null) {
    await api.get<unknown>(apiRoute(ECONOMY_ROUTES.changeEquipmentSet, { slotIndex: advice.setupIndex }));
    return;
  }
  const calls: [(id: string) => Promise<GameActionResult>, string][] = [
    ...advice.unequip.map((id) => [unequipItem, id] as [typeof unequipItem, string]),
    ...advice.equip.map((id) => [equipItem, id] as [typeof equipItem, string]),
  ];
  for (const [call, id] of calls) {
    const result = await call(id);
    if (!succeeded(result)) throw new Error(result.message || 'The setup could not be changed');
  }
}

export function useApplySetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applySetup, onSettled: () => refreshAfterEquip(queryClient) });
}
