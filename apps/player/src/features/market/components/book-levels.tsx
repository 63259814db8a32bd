import type { MarketPriceLevelDto } from '@grimhunt/contracts';

function Side({ title, levels, tone }: { title: string; levels: MarketPriceLevelDto[]; tone: 'bid' | 'ask' }) {
  return (
    <table className={`book-side book-side--${tone}`} aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {levels.length === 0 ? (
          <tr>
            <td colSpan={2} className="muted">
              none
            </td>
          </tr>
        ) : (
          levels.map((level) => (
            <tr key={level.price} data-testid={`${tone}-level`}>
              <td>{level.price.toLocaleString('en-US')}</td>
              <td>{level.amount.toLocaleString('en-US')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The book's top levels as two small tables: what buyers bid, what sellers ask (anonymous, by price). */
export function BookLevels({ bids, asks }: { bids: MarketPriceLevelDto[]; asks: MarketPriceLevelDto[] }) {
  return (
    <div className="book-levels">
      <Side title="Buyers bid" levels={bids} tone="bid" />
      <Side title="Sellers ask" levels={asks} tone="ask" />
    </div>
  );
}
