import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { succeeded, type GameActionResult } from '../../../lib/game-action';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/game/ClaimCollection (form collectionId). */
export function claimCollection(collectionId: string): Promise<GameActionResult> {
  return api.postForm<GameActionResult>(apiRoute(ECONOMY_ROUTES.claimCollection), { collectionId });
}

/** Claims a complete collection; then the exhibition, the inventory and the user are refreshed. */
export function useClaimCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCollection,
    onSuccess: (result) => {
      if (!succeeded(result)) return;
      for (const queryKey of [queryKeys.exhibition, queryKeys.inventory, queryKeys.me, queryKeys.equipment]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
