import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import type { GameActionResult } from '../../../lib/game-action';
import { queryKeys } from '../../../lib/query-keys';

/** Sells `amount` units at the item's refund: the buy/sell endpoint with a negative amount. */
export function sellItem({ itemId, amount }: { itemId: string; amount: number }): Promise<GameActionResult> {
  return api.postForm<GameActionResult>(apiRoute(ECONOMY_ROUTES.buysell), { itemId, amount: -amount, premium: false });
}

/** Sells and, on success, refreshes the inventory, the purse, the shop pages (their owned counts), the odds and the advice. */
export function useSellItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellItem,
    onSuccess: (result) => {
      if (!result?.success) return;
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
        // Owned gear changed: the odds and the advisor's candidates.
        queryClient.invalidateQueries({ queryKey: queryKeys.odds }),
        queryClient.invalidateQueries({ queryKey: queryKeys.setupAdvice }),
      ]);
    },
  });
}
