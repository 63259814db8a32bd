import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketSearchResultDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { marketRoute } from './market-route';

/** GET /api/market/search?q=&type=: items with open orders, with their best bid and ask. */
export function searchMarket(q: string, type: string, signal?: AbortSignal): Promise<MarketSearchResultDto[]> {
  return api.get<MarketSearchResultDto[]>(marketRoute('search', {}, { q, type }), { signal });
}

export const marketSearchQueryOptions = (q: string, type: string) =>
  queryOptions({
    queryKey: [...queryKeys.marketSearch, q, type],
    queryFn: ({ signal }) => searchMarket(q, type, signal),
    // The list stays in place while the next search runs: no flicker on every key stroke.
    placeholderData: keepPreviousData,
  });

export function useMarketSearch(q: string, type: string) {
  return useQuery(marketSearchQueryOptions(q, type));
}
