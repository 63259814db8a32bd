import { TOKEN_EQUIPPABLE_KINDS, type TokenShopItemDto } from '@grimhunt/contracts';
import { useEquipTokenItem } from '../api/equip-token-item';
import { TokenItemArt } from './token-item-art';

const KIND_LABELS = { frame: 'Avatar frame', title: 'Title', emblem: 'Coven emblem design' } as const;

/** One cosmetic: its picture, price and the action that fits (Buy, Equip, Equipped, Owned). */
export function TokenItemCard({ item, balance, onBuy }: { item: TokenShopItemDto; balance: number; onBuy: () => void }) {
  const equip = useEquipTokenItem();
  const equippable = TOKEN_EQUIPPABLE_KINDS.includes(item.kind);
  return (
    <article className={`panel token-item${item.equipped ? ' token-item--equipped' : ''}`} aria-label={item.name}>
      <div className="token-item__art">
        <TokenItemArt item={item} />
      </div>
      <h2 className="token-item__name">{item.name}</h2>
      <p className="muted token-item__kind">{KIND_LABELS[item.kind]}</p>
      <p className="token-item__description">{item.description}</p>
      <p className="token-item__price">{item.price} tokens</p>
      {!item.owned && (
        <button type="button" className="btn btn--primary" disabled={balance < item.price} onClick={onBuy}>
          {balance < item.price ? `Need ${item.price - balance} more tokens` : 'Buy'}
        </button>
      )}
      {item.owned && !equippable && <p className="token-item__owned">Owned</p>}
      {item.owned && equippable && item.equipped && <p className="token-item__owned">Equipped</p>}
      {item.owned && equippable && !item.equipped && (
        <button type="button" className="btn btn--ghost" disabled={equip.isPending} onClick={() => equip.mutate(item.key)}>
          {equip.isPending ? 'Equipping...' : 'Equip'}
        </button>
      )}
      {equip.isError && (
        <p className="alert alert--error" role="alert">
          {equip.error.message}
        </p>
      )}
    </article>
  );
}
