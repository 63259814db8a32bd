import { useInventory } from '../../../api/get-inventory';
import { useMe } from '../../../api/get-me';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { useMarketBook } from '../api/get-market-book';
import { heldAmount, type MarketItem } from '../market-item';
import { BookLevels } from './book-levels';
import { DepthChart } from './depth-chart';
import { OrderForm } from './order-form';
import { PriceChart } from './price-chart';

const gold = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value.toLocaleString('en-US')} gold`);

/** One item's market: its quotes, its depth chart and price history, its book's top levels and the order form. */
export function ItemMarket({ item }: { item: MarketItem }) {
  const book = useMarketBook(item.itemId);
  const inventory = useInventory();
  const me = useMe();
  const goldHeld = me.data?.currencies?.currencyEntries.find((c) => c.shortName === 'gold')?.value ?? null;
  const itemsHeld = heldAmount(inventory.data, item.itemId);

  return (
    <article className="panel market-item" aria-labelledby="market-item-title">
      <header className="market-item__head">
        <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} size={56} />
        <div>
          <h2 id="market-item-title" className="market-item__name">
            {item.name}
          </h2>
          {itemsHeld !== null && <p className="muted market-item__held">You hold {itemsHeld.toLocaleString('en-US')}</p>}
        </div>
      </header>

      {book.isPending ? (
        <Spinner label="Reading the book..." />
      ) : book.isError ? (
        <p className="alert alert--error" role="alert">
          {book.error.message}
        </p>
      ) : (
        <>
          <dl className="market-item__quotes" aria-label="Quotes">
            <div>
              <dt>Best bid</dt>
              <dd className="market-item__bid">{gold(book.data.bids[0]?.price)}</dd>
            </div>
            <div>
              <dt>Best ask</dt>
              <dd className="market-item__ask">{gold(book.data.asks[0]?.price)}</dd>
            </div>
            <div>
              <dt>Median, 7 days</dt>
              <dd>{gold(book.data.median7d)}</dd>
            </div>
            <div>
              <dt>Last trade</dt>
              <dd>{gold(book.data.lastTrades[0]?.price)}</dd>
            </div>
          </dl>
          <div className="market-item__charts">
            <DepthChart bids={book.data.bids} asks={book.data.asks} />
            <PriceChart trades={book.data.lastTrades} median={book.data.median7d} />
          </div>
          <BookLevels bids={book.data.bids} asks={book.data.asks} />
          <OrderForm item={item} book={book.data} goldHeld={goldHeld} itemsHeld={itemsHeld} />
        </>
      )}
    </article>
  );
}
