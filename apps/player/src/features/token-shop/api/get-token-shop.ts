import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOKEN_SHOP_PATHS, type TokenShopDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/tournaments/shop: the cosmetics with their prices, what the player owns and equips, and the balance. */
export function getTokenShop(signal?: AbortSignal): Promise<TokenShopDto> {
  return api.get<TokenShopDto>(TOKEN_SHOP_PATHS.shop, { signal });
}

export const tokenShopQueryOptions = () => queryOptions({ queryKey: queryKeys.tokenShop, queryFn: ({ signal }) => getTokenShop(signal) });

export function useTokenShop() {
  return useQuery(tokenShopQueryOptions());
}
