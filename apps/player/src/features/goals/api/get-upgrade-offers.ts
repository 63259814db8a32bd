import { queryOptions, useQuery } from '@tanstack/react-query';
import { ECONOMY_ROUTES, SHOP_PAGE_SIZE, type ShopItemDto, type ShopPageDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { UpgradeSlot } from '../next-goal';

/** The Q-Section's first shop page of one trap slot (GET /api/clientshop/GetQSec/1?filter={slot}). */
export async function getUpgradeOffers(slot: UpgradeSlot, signal?: AbortSignal): Promise<ShopItemDto[]> {
  const url = apiRoute(ECONOMY_ROUTES.clientShop, { endpoint: 'GetQSec', page: 1 }, { pageSize: SHOP_PAGE_SIZE, sortBy: '', filter: slot });
  const page = await api.get<ShopPageDto>(url, { signal });
  return page.items ?? [];
}

export const upgradeOffersQueryOptions = (slot: UpgradeSlot) =>
  queryOptions({
    // Under the shop root, so a purchase (which invalidates the shop) refreshes it; 'upgrade' keeps it apart from
    // the shop screen's infinite pages.
    queryKey: [...queryKeys.shop, 'upgrade', slot],
    queryFn: ({ signal }) => getUpgradeOffers(slot, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useUpgradeOffers(slot: UpgradeSlot) {
  return useQuery(upgradeOffersQueryOptions(slot));
}
