import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ECONOMY_MESSAGES, type ShopItemDto } from '@grimhunt/contracts';
import { useMe } from '../../../api/get-me';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { usePopup } from '../../../hooks/use-popup';
import { useBuySell } from '../api/buy-sell';
import { useShopPage, type ShopStoreEndpoint } from '../api/get-shop-page';
import { goldCostOf, needsConfirmation } from '../purchase-confirmation';
import { SHOP_SCREENS, hasQuantityChoice, shopCategories } from '../shop-screens';
import { NEXT_PAGE } from '../../../lib/next-page';

/** A purchase waiting for the player's confirmation. */
export interface PendingPurchase {
  item: ShopItemDto;
  amount: number;
  cost: number;
}

/**
 * One shop's data: the category from the address (`?category=`), the quantity, the infinite list of items, and
 * buying: a big purchase waits for confirmation (purchase-confirmation.ts), the outcome shows in a popup.
 */
export function useShopScreen(endpoint: ShopStoreEndpoint) {
  const categories = shopCategories(endpoint);
  const [params, setParams] = useSearchParams();
  const category = categories.find((c) => c.filter === params.get('category')) ?? categories[0];
  const [quantity, setQuantity] = useState(1);
  const withQuantity = hasQuantityChoice(endpoint, category.filter);

  const shop = useShopPage(endpoint, category.filter);
  const { fetchNextPage } = shop;
  const loadMore = useCallback(() => void fetchNextPage(NEXT_PAGE), [fetchNextPage]);
  const sentinel = useInfiniteScroll({
    hasNextPage: !!shop.hasNextPage && !shop.isFetchNextPageError,
    isFetching: shop.isFetching,
    onLoadMore: loadMore,
  });

  const buy = useBuySell();
  const me = useMe();
  const { popup, show, close } = usePopup();
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  const goldHeld = me.data ? (me.data.currencies?.currencyEntries.find((c) => c.shortName === 'gold')?.value ?? 0) : null;

  const send = (item: ShopItemDto, amount: number, premium: boolean) => {
    buy.mutate(
      { itemId: item.id, amount, premium },
      {
        onSuccess: (result) => {
          if (result?.success) show(result.message || ECONOMY_MESSAGES.purchased, 'ok');
          else show(result?.message || 'The purchase did not go through.', 'error');
        },
        onError: (error) => show(error.message, 'error'),
      },
    );
  };

  return {
    screen: SHOP_SCREENS[endpoint],
    categories,
    category,
    selectCategory: (filter: string) => {
      const next = new URLSearchParams(params);
      next.set('category', filter);
      setParams(next, { replace: true });
    },
    withQuantity,
    quantity,
    setQuantity,
    shop,
    items: shop.data?.pages.flatMap((page) => page.items ?? []) ?? [],
    sentinel,
    busyId: buy.isPending ? buy.variables.itemId : null,
    goldHeld,
    popup,
    closePopup: close,
    pending,
    // A big purchase asks first; crafting and small buys go through in one click.
    onAction: (item: ShopItemDto, premium: boolean) => {
      const amount = withQuantity ? quantity : 1;
      const cost = premium ? 0 : goldCostOf(item, amount);
      if (needsConfirmation(cost, goldHeld)) setPending({ item, amount, cost });
      else send(item, amount, premium);
    },
    confirmPending: () => {
      if (pending) send(pending.item, pending.amount, false);
      setPending(null);
    },
    cancelPending: () => setPending(null),
  };
}
