import type { MarketOrderDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';

interface OrderRowProps {
  order: MarketOrderDto;
  onOpen: (order: MarketOrderDto) => void;
  /** Open orders only. */
  onCancel?: (order: MarketOrderDto) => void;
  cancelling?: boolean;
}

const n = (value: number) => value.toLocaleString('en-US');
const day = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One of my orders: side, item, price, how much filled, the gold and tariff so far, the escrow, and its state. */
export function OrderRow({ order, onOpen, onCancel, cancelling = false }: OrderRowProps) {
  const buy = order.side === 'buy';
  return (
    <li className={`order-row order-row--${order.side}`} data-testid="order-row">
      <button type="button" className="order-row__item" onClick={() => onOpen(order)} aria-label={`Open the book of ${order.itemName}`}>
        <ItemArt imageId={order.itemImageId} itemType={null} name={order.itemName} size={36} />
      </button>
      <div className="order-row__main">
        <p className="order-row__line">
          <span className={`order-row__side order-row__side--${order.side}`}>{buy ? 'Buy' : 'Sell'}</span> <strong>{order.itemName}</strong>{' '}
          at {n(order.price)} gold
        </p>
        <p className="muted order-row__facts">
          Filled {n(order.filled)} of {n(order.amount)}
          {order.filled > 0 &&
            (buy ? ` · paid ${n(order.gold)} gold` : ` · received ${n(order.gold)} gold after ${n(order.tariff)} tariff`)}
          {order.status === 'open'
            ? ` · escrow ${buy ? `${n(order.escrow)} gold` : `${n(order.escrow)} items`} · until ${day(order.expiresAt)}`
            : ` · ${order.status}${order.closedAt ? ` ${day(order.closedAt)}` : ''}`}
        </p>
      </div>
      {onCancel && (
        <button type="button" className="btn btn--ghost btn--small" disabled={cancelling} onClick={() => onCancel(order)}>
          {cancelling ? 'Cancelling...' : 'Cancel'}
        </button>
      )}
    </li>
  );
}
