import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ECONOMY_MESSAGES, ECONOMY_ROUTES, SHOP_PAGE_SIZE, type ShopPageDto } from '@grimhunt/contracts';
import { ApiError, api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ShopStoreEndpoint = 'getbar' | 'getoffice' | 'GetPetShop' | 'GetLaboratory' | 'GetQSec';

export const FAILED_TO_LOAD_SHOP = 'Failed to load shop items';

/** Shop loading errors: 429 gets its own text, other HTTP errors `HTTP {status}: {text}`. */
export function shopErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return ECONOMY_MESSAGES.tooManyRequests;
    const text = error.statusText || (error.hasServerMessage ? error.message : '');
    return text ? `HTTP ${error.status}: ${text}` : FAILED_TO_LOAD_SHOP;
  }
  return FAILED_TO_LOAD_SHOP;
}

/** GET /api/clientshop/{endpoint}/{page}?pageSize=30&sortBy=&filter={category} (pages count from 1). */
export async function getShopPage(endpoint: ShopStoreEndpoint, page: number, filter: string, signal?: AbortSignal): Promise<ShopPageDto> {
  const url = apiRoute(ECONOMY_ROUTES.clientShop, { endpoint, page }, { pageSize: SHOP_PAGE_SIZE, sortBy: '', filter });
  try {
    return await api.get<ShopPageDto>(url, { signal });
  } catch (error) {
    throw new Error(shopErrorMessage(error), { cause: error });
  }
}

export const shopPageQueryOptions = (endpoint: ShopStoreEndpoint, filter: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.shop, endpoint, filter],
    queryFn: ({ pageParam, signal }) => getShopPage(endpoint, pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastParam) =>
      last.pagination?.hasNextPage ? (last.pagination.currentPage || lastParam) + 1 : undefined,
    retry: false,
  });

export function useShopPage(endpoint: ShopStoreEndpoint, filter: string) {
  return useInfiniteQuery(shopPageQueryOptions(endpoint, filter));
}
