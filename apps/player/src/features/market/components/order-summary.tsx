import type { MarketSide } from '@grimhunt/contracts';
import type { OrderSummary } from '../market-order';

const gold = (value: number) => `${value.toLocaleString('en-US')} gold`;

interface OrderSummaryLinesProps {
  side: MarketSide;
  summary: OrderSummary;
  tariffPercent: number;
}

/** The order's gold, the tariff and what goes into escrow, at the typed limit price. */
export function OrderSummaryLines({ side, summary, tariffPercent }: OrderSummaryLinesProps) {
  return (
    <dl className="order-summary" data-testid="order-summary">
      {side === 'buy' ? (
        <>
          <div>
            <dt>Escrow now</dt>
            <dd>{gold(summary.escrow)}</dd>
          </div>
          <div>
            <dt>You pay at most</dt>
            <dd>{gold(summary.net)}</dd>
          </div>
          <div className="order-summary__note">
            <dt>Tariff ({tariffPercent}%)</dt>
            <dd>paid by the seller; gold left unspent comes back</dd>
          </div>
        </>
      ) : (
        <>
          <div>
            <dt>Escrow now</dt>
            <dd>{summary.escrow.toLocaleString('en-US')} items</dd>
          </div>
          <div>
            <dt>Sale</dt>
            <dd>{gold(summary.gold)}</dd>
          </div>
          <div>
            <dt>Tariff ({tariffPercent}%)</dt>
            <dd className="order-summary__tariff">−{gold(summary.tariff)}</dd>
          </div>
          <div className="order-summary__total">
            <dt>You receive at least</dt>
            <dd>{gold(summary.net)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
