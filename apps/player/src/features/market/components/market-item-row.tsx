import type { ReactNode } from 'react';
import { ItemArt } from '../../../components/item-art';
import type { MarketItem } from '../market-item';

interface MarketItemRowProps {
  item: MarketItem;
  selected: boolean;
  onSelect: (item: MarketItem) => void;
  /** The figures beside the name (best bid and ask, or the amount held). */
  children: ReactNode;
}

/** One item in the search's list: its picture, its name and its figures; a click opens its book. */
export function MarketItemRow({ item, selected, onSelect, children }: MarketItemRowProps) {
  return (
    <li>
      <button
        type="button"
        className={`market-row${selected ? ' market-row--selected' : ''}`}
        aria-pressed={selected}
        data-testid="market-row"
        onClick={() => onSelect(item)}
      >
        <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} size={40} className="market-row__art" />
        <span className="market-row__name">{item.name}</span>
        <span className="market-row__quotes">{children}</span>
      </button>
    </li>
  );
}
