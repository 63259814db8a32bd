import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketBookDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { marketRoute } from './market-route';

/** How often an open book is read again: other players' orders move it. */
export const BOOK_REFRESH_MS = 15_000;

/** GET /api/market/items/{itemId}: the item's top bids and asks, its latest trades and its 7-day median. */
export function getMarketBook(itemId: string, signal?: AbortSignal): Promise<MarketBookDto> {
  return api.get<MarketBookDto>(marketRoute('item', { itemId }), { signal });
}

export const marketBookQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...queryKeys.marketBook, itemId],
    queryFn: ({ signal }) => getMarketBook(itemId, signal),
    refetchInterval: BOOK_REFRESH_MS,
  });

export function useMarketBook(itemId: string) {
  return useQuery(marketBookQueryOptions(itemId));
}
