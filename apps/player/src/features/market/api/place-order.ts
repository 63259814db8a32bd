import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceMarketOrderBody, PlacedMarketOrderDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { marketRoute } from './market-route';

/** POST /api/market/orders: the order and the fills it made at once. */
export function placeOrder(body: PlaceMarketOrderBody): Promise<PlacedMarketOrderDto> {
  return api.post<PlacedMarketOrderDto>(marketRoute('orders'), body);
}

/** Places an order; the books, my orders, the inventory and the purse are read again (escrow left them). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.marketOrders, 'place'],
    mutationFn: placeOrder,
    onSuccess: () => {
      for (const queryKey of [queryKeys.market, queryKeys.inventory, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
