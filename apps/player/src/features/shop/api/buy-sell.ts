import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BuySellBody, ECONOMY_ROUTES } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import type { GameActionResult } from '../../../lib/game-action';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/game/buysell (form itemId, amount, premium). */
export function buySell(body: BuySellBody): Promise<GameActionResult> {
  return api.postForm<GameActionResult>(apiRoute(ECONOMY_ROUTES.buysell), {
    itemId: body.itemId,
    amount: body.amount,
    premium: body.premium,
  });
}

/** Buys (or crafts, mixes, tames...) and, on success, refreshes the shop pages, the inventory, the purse, the gear and the odds and advice. */
export function useBuySell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buySell,
    onSuccess: (result) => {
      if (!result?.success) return;
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.equipment }),
        // Owned gear changed: the odds (bait a purchase equips) and the advisor's candidates.
        queryClient.invalidateQueries({ queryKey: queryKeys.odds }),
        queryClient.invalidateQueries({ queryKey: queryKeys.setupAdvice }),
      ]);
    },
  });
}
