import { useId, useState } from 'react';
import { useForm, type FieldError, type ResolverResult } from 'react-hook-form';
import type { MarketBookDto, MarketSide, PlaceMarketOrderBody } from '@grimhunt/contracts';
import { usePlaceOrder } from '../api/place-order';
import type { MarketItem } from '../market-item';
import { describePlaced, orderSummary, toOrderBody, validateOrder, type OrderFormValues } from '../market-order';
import { OrderConfirm } from './order-confirm';
import { OrderSummaryLines } from './order-summary';

interface OrderFormProps {
  item: MarketItem;
  book: MarketBookDto;
  goldHeld: number | null;
  itemsHeld: number | null;
}

/** The price a new order starts from: what the other side offers best, else the median. */
function suggestedPrice(book: MarketBookDto, side: MarketSide): string {
  const best = side === 'buy' ? book.asks[0]?.price : book.bids[0]?.price;
  const price = best ?? book.median7d;
  return price ? String(price) : '';
}

/** Buy or sell: price and amount, the gold, tariff and escrow as they are typed, then a confirmation before sending. */
export function OrderForm({ item, book, goldHeld, itemsHeld }: OrderFormProps) {
  const id = useId();
  const [side, setSide] = useState<MarketSide>('buy');
  const [confirming, setConfirming] = useState<PlaceMarketOrderBody | null>(null);
  const place = usePlaceOrder();
  const context = { itemName: item.name, side, rules: book.rules, median: book.median7d, held: side === 'buy' ? goldHeld : itemsHeld };
  const { register, handleSubmit, watch, reset, formState } = useForm<OrderFormValues>({
    defaultValues: { price: suggestedPrice(book, 'buy'), amount: '1' },
    resolver: (values): ResolverResult<OrderFormValues> => {
      const problem = validateOrder(values, context);
      return problem ? { values: {}, errors: { root: { type: 'validate', message: problem } as FieldError } } : { values, errors: {} };
    },
  });
  const values = watch();
  const typed = /^\d+$/.test(values.price) && /^\d+$/.test(values.amount);
  const summary = orderSummary(side, Number(values.price), Number(values.amount), book.rules.tariffPercent);

  const switchSide = (next: MarketSide) => {
    setSide(next);
    reset({ price: suggestedPrice(book, next), amount: '1' });
    place.reset();
  };
  const submit = handleSubmit((v) => setConfirming(toOrderBody(item.itemId, side, v)));
  const send = () => {
    if (!confirming || place.isPending) return;
    place.mutate(confirming);
    setConfirming(null);
  };
  const error = formState.errors.root?.message ?? (place.isError ? place.error.message : '');

  return (
    <form
      className="order-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${side === 'buy' ? 'Buy' : 'Sell'} ${item.name}`}
    >
      <div className="tabs order-form__sides" role="group" aria-label="Order side">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            className={`tabs__tab${side === s ? ' tabs__tab--active' : ''}`}
            onClick={() => switchSide(s)}
          >
            {s === 'buy' ? 'Buy' : 'Sell'}
          </button>
        ))}
      </div>
      <div className="order-form__fields">
        <div className="field">
          <label htmlFor={`${id}-price`}>Price per unit (gold)</label>
          <input id={`${id}-price`} className="input" inputMode="numeric" autoComplete="off" {...register('price')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input id={`${id}-amount`} className="input" inputMode="numeric" autoComplete="off" {...register('amount')} />
        </div>
      </div>
      {typed && <OrderSummaryLines side={side} summary={summary} tariffPercent={book.rules.tariffPercent} />}
      <p className="order-form__error" role="alert">
        {error}
      </p>
      {place.isSuccess && (
        <p className="alert alert--ok order-form__result" role="status">
          {describePlaced(place.data)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={place.isPending} aria-busy={place.isPending}>
        {place.isPending ? 'Placing...' : side === 'buy' ? 'Review buy order' : 'Review sell order'}
      </button>
      {confirming && (
        <OrderConfirm
          item={item}
          order={confirming}
          summary={summary}
          rules={book.rules}
          onConfirm={send}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
