import { MARKET_MESSAGES, type MarketOrderDto } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import type { PopupTone } from '../../../hooks/use-popup';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { fromOrder, type MarketItem } from '../market-item';
import { OrderRow } from './order-row';

interface MyOrdersProps {
  notify: (text: string, tone: PopupTone) => void;
  onOpen: (item: MarketItem) => void;
}

/** My open orders (with cancel) and my latest closed ones, with what they filled, paid and held. */
export function MyOrders({ notify, onOpen }: MyOrdersProps) {
  const orders = useMyOrders();
  const cancel = useCancelOrder();
  const onCancel = (order: MarketOrderDto) =>
    cancel.mutate(order.id, {
      onSuccess: () => notify(MARKET_MESSAGES.cancelled, 'ok'),
      onError: (error) => notify(error.message, 'error'),
    });
  const open = (order: MarketOrderDto) => onOpen(fromOrder(order));
  const cancelling = cancel.isPending ? cancel.variables : null;

  return (
    <section className="panel my-orders" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title" className="my-orders__title">
        My orders
        {orders.data && (
          <span className="muted my-orders__count">
            {orders.data.open.length} of {orders.data.maxOpenOrders} open
          </span>
        )}
      </h2>
      {orders.isPending ? (
        <Spinner label="Fetching your orders..." />
      ) : orders.isError ? (
        <p className="alert alert--error" role="alert">
          {orders.error.message}
        </p>
      ) : (
        <>
          {orders.data.open.length === 0 ? (
            <p className="muted">No open orders.</p>
          ) : (
            <ul className="order-list" aria-label="Open orders">
              {orders.data.open.map((order) => (
                <OrderRow key={order.id} order={order} onOpen={open} onCancel={onCancel} cancelling={cancelling === order.id} />
              ))}
            </ul>
          )}
          {orders.data.closed.length > 0 && (
            <>
              <h3 className="my-orders__subtitle">Closed</h3>
              <ul className="order-list order-list--closed" aria-label="Closed orders">
                {orders.data.closed.map((order) => (
                  <OrderRow key={order.id} order={order} onOpen={open} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
