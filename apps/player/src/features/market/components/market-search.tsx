import { useId, useState } from 'react';
import { MARKET_SEARCH_MAX } from '@grimhunt/contracts';
import { useInventory } from '../../../api/get-inventory';
import { Spinner } from '../../../components/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMarketSearch } from '../api/search-market';
import { fromSearch, MARKET_TYPE_FILTERS, tradableHoldings, type MarketItem } from '../market-item';
import { MarketItemRow } from './market-item-row';

const SEARCH_DEBOUNCE_MS = 250;
type Source = 'market' | 'bag';

interface MarketSearchProps {
  selectedId: string | null;
  onSelect: (item: MarketItem) => void;
}

/** Search by name and kind: items with open orders (best bid and ask), or tradable items in my bag (to sell). */
export function MarketSearch({ selectedId, onSelect }: MarketSearchProps) {
  const id = useId();
  const [source, setSource] = useState<Source>('market');
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMarketSearch(q, type);
  const inventory = useInventory();
  const bag = tradableHoldings(inventory.data ?? [], q).filter((item) => !type || item.itemType === type);

  return (
    <div className="panel market-search">
      <div className="tabs market-search__tabs" role="group" aria-label="Where to look">
        {(['market', 'bag'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={source === s}
            className={`tabs__tab${source === s ? ' tabs__tab--active' : ''}`}
            onClick={() => setSource(s)}
          >
            {s === 'market' ? 'On the market' : 'My tradables'}
          </button>
        ))}
      </div>
      <div className="market-search__fields">
        <div className="field">
          <label htmlFor={`${id}-q`}>Item name</label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            maxLength={MARKET_SEARCH_MAX}
            value={text}
            placeholder="Bone dust, cheese..."
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Kind</label>
          <select id={`${id}-type`} className="input" value={type} onChange={(event) => setType(event.target.value)}>
            {MARKET_TYPE_FILTERS.map((f) => (
              <option key={f.type} value={f.type}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {source === 'market' ? (
        search.isPending ? (
          <Spinner label="Asking the traders..." />
        ) : search.isError ? (
          <p className="alert alert--error" role="alert">
            {search.error.message}
          </p>
        ) : search.data.length === 0 ? (
          <p className="muted market-search__empty">No open orders match. Sell something from “My tradables” to open a book.</p>
        ) : (
          <ul className="market-list" aria-label="Items on the market" aria-busy={search.isFetching}>
            {search.data.map((r) => (
              <MarketItemRow key={r.itemId} item={fromSearch(r)} selected={r.itemId === selectedId} onSelect={onSelect}>
                <span className="market-row__quote market-row__quote--bid">Bid {r.bestBid?.toLocaleString('en-US') ?? '–'}</span>
                <span className="market-row__quote market-row__quote--ask">Ask {r.bestAsk?.toLocaleString('en-US') ?? '–'}</span>
              </MarketItemRow>
            ))}
          </ul>
        )
      ) : bag.length === 0 ? (
        <p className="muted market-search__empty">
          {inventory.isPending ? 'Opening your bag...' : 'Nothing tradable in your bag matches.'}
        </p>
      ) : (
        <ul className="market-list" aria-label="My tradable items">
          {bag.map((item) => (
            <MarketItemRow key={item.itemId} item={item} selected={item.itemId === selectedId} onSelect={onSelect}>
              <span className="market-row__quote">You hold {item.amount.toLocaleString('en-US')}</span>
            </MarketItemRow>
          ))}
        </ul>
      )}
    </div>
  );
}
