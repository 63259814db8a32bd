import type { MarketRulesDto, PlaceMarketOrderBody } from '@grimhunt/contracts';
import { GameDialog } from '../../../components/game-dialog';
import type { MarketItem } from '../market-item';
import type { OrderSummary } from '../market-order';
import { OrderSummaryLines } from './order-summary';

interface OrderConfirmProps {
  item: MarketItem;
  order: PlaceMarketOrderBody;
  summary: OrderSummary;
  rules: MarketRulesDto;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" with the numbers: what the order holds in escrow, the tariff, and how long it stays open. */
export function OrderConfirm({ item, order, summary, rules, onConfirm, onCancel }: OrderConfirmProps) {
  const buy = order.side === 'buy';
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    <GameDialog
      title={buy ? 'Confirm buy order' : 'Confirm sell order'}
      onClose={onCancel}
      className="game-dialog--confirm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {buy ? 'Place buy order' : 'Place sell order'}
          </button>
        </>
      }
    >
      <p>
        {buy ? 'Buy' : 'Sell'} {n(order.amount)} × <strong>{item.name}</strong> at {buy ? 'up to' : 'at least'} {n(order.price)} gold each?
      </p>
      <OrderSummaryLines side={order.side} summary={summary} tariffPercent={rules.tariffPercent} />
      <p className="muted">
        Matching orders fill at once at their own price; the rest waits in the book for {rules.orderDays} days. Cancel it any time to get
        the escrow back.
      </p>
    </GameDialog>
  );
}
