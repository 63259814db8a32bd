import type { TokenShopItemDto } from '@grimhunt/contracts';
import { GameDialog } from '../../../components/game-dialog';
import { useBuyTokenItem } from '../api/buy-token-item';
import { TokenItemArt } from './token-item-art';

/** The confirmation before spending tokens on a cosmetic. */
export function BuyTokenItemDialog({ item, onClose }: { item: TokenShopItemDto; onClose: () => void }) {
  const buy = useBuyTokenItem();
  const footer = buy.isSuccess ? (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      Done
    </button>
  ) : (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Cancel
      </button>
      <button type="button" className="btn btn--primary" disabled={buy.isPending} onClick={() => buy.mutate(item.key)}>
        {buy.isPending ? 'Buying...' : `Pay ${item.price} tokens`}
      </button>
    </>
  );
  return (
    <GameDialog title={`Buy ${item.name}?`} onClose={onClose} footer={footer} className="token-shop-buy">
      <div className="token-item__art">
        <TokenItemArt item={item} />
      </div>
      {buy.isSuccess ? (
        <p className="alert alert--ok" role="status">
          {buy.data.message}
        </p>
      ) : (
        <p>
          {item.description}. It costs <strong>{item.price} tokens</strong>; tokens are not returned.
        </p>
      )}
      {buy.isError && (
        <p className="alert alert--error" role="alert">
          {buy.error.message}
        </p>
      )}
    </GameDialog>
  );
}
