import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ECONOMY_MESSAGES, type ShopItemDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { GameDialog } from '../../../components/game-dialog';
import { Popup } from '../../../components/popup';
import { useMe } from '../../../api/get-me';
import { Spinner } from '../../../components/spinner';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { usePopup } from '../../../hooks/use-popup';
import { useBuySell } from '../api/buy-sell';
import { useShopPage, type ShopStoreEndpoint } from '../api/get-shop-page';
import { SHOP_SCREENS, hasQuantityChoice, shopCategories } from '../shop-screens';
import { goldCostOf, needsConfirmation } from '../purchase-confirmation';
import { QuantityPicker } from './quantity-picker';
import { ShopItemCard } from './shop-item-card';
import '../shop.css';
import { ScreenHeader } from '../../../components/screen-header';

interface ShopScreenProps {
  endpoint: ShopStoreEndpoint;
  /** Shown beside the title (the purse). */
  aside?: ReactNode;
}

/** One shop: category tabs, an infinite-scroll grid of item cards and the buy/craft popups. */
export function ShopScreen({ endpoint, aside }: ShopScreenProps) {
  const screen = SHOP_SCREENS[endpoint];
  const categories = shopCategories(endpoint);
  const [params, setParams] = useSearchParams();
  const category = categories.find((c) => c.filter === params.get('category')) ?? categories[0];
  const [quantity, setQuantity] = useState(1);
  const withQuantity = hasQuantityChoice(endpoint, category.filter);

  const shop = useShopPage(endpoint, category.filter);
  const { fetchNextPage } = shop;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useInfiniteScroll({
    hasNextPage: !!shop.hasNextPage && !shop.isFetchNextPageError,
    isFetching: shop.isFetching,
    onLoadMore: loadMore,
  });

  const buy = useBuySell();
  const me = useMe();
  const { popup, show, close } = usePopup();
  const [pending, setPending] = useState<{ item: ShopItemDto; amount: number; cost: number } | null>(null);
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

  // A big purchase asks first (purchase-confirmation.ts); crafting and small buys go through in one click.
  const onAction = (item: ShopItemDto, premium: boolean) => {
    const amount = withQuantity ? quantity : 1;
    const cost = premium ? 0 : goldCostOf(item, amount);
    if (needsConfirmation(cost, goldHeld)) setPending({ item, amount, cost });
    else send(item, amount, premium);
  };

  const busyId = buy.isPending ? buy.variables.itemId : null;

  const selectCategory = (filter: string) => {
    const next = new URLSearchParams(params);
    next.set('category', filter);
    setParams(next, { replace: true });
  };

  const items = shop.data?.pages.flatMap((page) => page.items ?? []) ?? [];
  const panelId = `shop-panel-${endpoint}`;

  return (
    <section className="shop" aria-labelledby="shop-title">
      <ScreenHeader titleId="shop-title" eyebrow="Company store" title={screen.title} tagline={screen.tagline}>
        {aside}
      </ScreenHeader>

      <div className="shop__toolbar">
        {categories.length > 1 ? (
          <div className="tabs" role="tablist" aria-label={`${screen.title} categories`}>
            {categories.map((c) => (
              <button
                key={c.filter}
                type="button"
                role="tab"
                aria-selected={c.filter === category.filter}
                aria-controls={panelId}
                className={`tabs__tab${c.filter === category.filter ? ' tabs__tab--active' : ''}`}
                onClick={() => selectCategory(c.filter)}
              >
                {c.label}
              </button>
            ))}
          </div>
        ) : (
          <h2 className="shop__single-category">{category.label}</h2>
        )}
        {withQuantity && <QuantityPicker value={quantity} onChange={setQuantity} />}
      </div>

      <div id={panelId} role="tabpanel" aria-label={category.label} className="shop__panel">
        {shop.isPending ? (
          <Spinner label="Unpacking the shelves..." />
        ) : shop.isError && items.length === 0 ? (
          <div className="panel shop__error">
            <p className="alert alert--error" role="alert">
              Error loading items: {shop.error.message}
            </p>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void shop.refetch()}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="panel empty-note">The shelves are empty here. Come back after the next delivery.</p>
        ) : (
          <div className="item-grid" data-testid="shop-grid">
            {items.map((item) => (
              <ShopItemCard
                key={item.id}
                item={item}
                quantity={withQuantity ? quantity : 1}
                busy={busyId === item.id}
                onAction={onAction}
              />
            ))}
          </div>
        )}
        {shop.isFetchingNextPage && <Spinner label="Fetching more wares..." />}
        {shop.isFetchNextPageError && (
          <p className="alert alert--error" role="alert">
            Error loading items: {shop.error?.message}
          </p>
        )}
        <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" data-testid="scroll-sentinel" />
      </div>

      <Popup popup={popup} onClose={close} />
      {pending && (
        <GameDialog
          title="Confirm purchase"
          onClose={() => setPending(null)}
          className="game-dialog--confirm"
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setPending(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  send(pending.item, pending.amount, false);
                  setPending(null);
                }}
              >
                Buy for {pending.cost.toLocaleString('en-US')} gold
              </button>
            </>
          }
        >
          <p className="shop-confirm__text">
            Buy {pending.amount > 1 ? `${pending.amount.toLocaleString('en-US')} × ` : ''}
            <strong>{pending.item.name}</strong> for <CurrencyAmount name="gold" value={pending.cost} label="gold" />?
          </p>
          <p className="muted shop-confirm__wallet">
            {goldHeld !== null &&
              `You hold ${goldHeld.toLocaleString('en-US')} gold; ${(goldHeld - pending.cost).toLocaleString('en-US')} will be left.`}
          </p>
        </GameDialog>
      )}
    </section>
  );
}
