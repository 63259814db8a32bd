import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketOrderDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { marketRoute } from './market-route';

/** DELETE /api/market/orders/{orderId}: cancels the rest of one of my orders; the escrow comes back. */
export function cancelOrder(orderId: string): Promise<MarketOrderDto> {
  return api.delete<MarketOrderDto>(marketRoute('order', { orderId }));
}

/** Cancels; the books, my orders, the inventory and the purse are read again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      for (const queryKey of [queryKeys.market, queryKeys.inventory, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
