import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { ECONOMY_ROUTES, SHOP_PAGE_SIZE, type ShopItemDto, type ShopPageDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { UPGRADE_SHOPS, UPGRADE_SLOTS, type UpgradeSlot } from '../next-goal';

/** The first page of the shop tab that sells one gear slot, cheapest first (GET /api/clientshop/{endpoint}/1?filter={slot}). */
export async function getUpgradeOffers(slot: UpgradeSlot, signal?: AbortSignal): Promise<ShopItemDto[]> {
  const url = apiRoute(
    ECONOMY_ROUTES.clientShop,
    { endpoint: UPGRADE_SHOPS[slot].endpoint, page: 1 },
    { pageSize: SHOP_PAGE_SIZE, sortBy: 'price', filter: slot },
  );
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

/** Every gear slot's offers at once: `offers` by slot (a slot still loading or failed is absent), `isPending` while any loads. */
export function useAllUpgradeOffers(): { offers: Partial<Record<UpgradeSlot, ShopItemDto[]>>; isPending: boolean } {
  return useQueries({
    queries: UPGRADE_SLOTS.map((slot) => upgradeOffersQueryOptions(slot)),
    combine: (results) => ({
      offers: Object.fromEntries(results.flatMap((r, i) => (r.data ? [[UPGRADE_SLOTS[i], r.data] as const] : []))) as Partial<
        Record<UpgradeSlot, ShopItemDto[]>
      >,
      isPending: results.some((r) => r.isPending),
    }),
  });
}
