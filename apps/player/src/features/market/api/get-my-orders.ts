import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMarketOrdersDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { marketRoute } from './market-route';

/** GET /api/market/orders/mine: open orders newest first, then the latest closed ones. */
export function getMyOrders(): Promise<MyMarketOrdersDto> {
  return api.get<MyMarketOrdersDto>(marketRoute('mine'));
}

export const myOrdersQueryOptions = () => queryOptions({ queryKey: queryKeys.marketOrders, queryFn: getMyOrders });

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
