import type { ReactNode } from 'react';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { ScreenHeader } from '../../../components/screen-header';
import type { ShopStoreEndpoint } from '../api/get-shop-page';
import { useShopScreen } from '../hooks/use-shop-screen';
import { PurchaseConfirmDialog } from './purchase-confirm-dialog';
import { QuantityPicker } from './quantity-picker';
import { ShopItemCard } from './shop-item-card';
import '../shop.css';

interface ShopScreenProps {
  endpoint: ShopStoreEndpoint;
  /** Shown beside the title (the purse). */
  aside?: ReactNode;
}

/** One shop: category tabs, an infinite-scroll grid of item cards and the buy/craft popups. */
export function ShopScreen({ endpoint, aside }: ShopScreenProps) {
  const {
    screen,
    categories,
    category,
    selectCategory,
    withQuantity,
    quantity,
    setQuantity,
    shop,
    items,
    sentinel,
    busyId,
    goldHeld,
    popup,
    closePopup,
    pending,
    onAction,
    confirmPending,
    cancelPending,
  } = useShopScreen(endpoint);
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

      <Popup popup={popup} onClose={closePopup} />
      {pending && <PurchaseConfirmDialog pending={pending} goldHeld={goldHeld} onConfirm={confirmPending} onCancel={cancelPending} />}
    </section>
  );
}
