import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TokenShopItemDto } from '@grimhunt/contracts';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTokenShop } from '../api/get-token-shop';
import { BuyTokenItemDialog } from './buy-token-item-dialog';
import { TokenItemCard } from './token-item-card';
import '../token-shop.css';

/** /tournaments/shop: cosmetics (frames, titles, emblem designs) bought with tournament tokens. */
export function TokenShopScreen() {
  const shop = useTokenShop();
  const [buying, setBuying] = useState<TokenShopItemDto | null>(null);

  return (
    <section className="token-shop" aria-labelledby="token-shop-title">
      <ScreenHeader
        titleId="token-shop-title"
        eyebrow="Tournament rewards"
        title="Token shop"
        tagline="Tournament places pay tokens; spend them on frames, titles and emblems. Looks only, no power."
      >
        <Link className="btn btn--ghost btn--small" to={paths.game.tournaments.getHref()}>
          Tournaments
        </Link>
      </ScreenHeader>
      {shop.isPending && <Spinner label="Opening the shop..." />}
      {shop.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the token shop: {shop.error.message}
        </p>
      )}
      {shop.data && (
        <>
          <p className="panel token-shop__balance" role="status">
            Your tokens: <strong>{shop.data.tokens.toLocaleString('en-US')}</strong>
          </p>
          <div className="token-shop__list">
            {shop.data.items.map((item) => (
              <TokenItemCard key={item.key} item={item} balance={shop.data.tokens} onBuy={() => setBuying(item)} />
            ))}
          </div>
        </>
      )}
      {buying && <BuyTokenItemDialog item={buying} onClose={() => setBuying(null)} />}
    </section>
  );
}
