import { useState, type ReactNode } from 'react';
import { ScreenHeader } from '../../../components/screen-header';
import { Popup } from '../../../components/popup';
import { usePopup } from '../../../hooks/use-popup';
import type { MarketItem } from '../market-item';
import { ItemMarket } from './item-market';
import { MarketSearch } from './market-search';
import { MyOrders } from './my-orders';
import '../market.css';

/**
 * The market: find an item (on offer or in the bag), read its book and price history, place a buy or sell order
 * with the tariff and escrow shown first, and follow or cancel my orders.
 */
export function MarketScreen({ aside }: { aside?: ReactNode }) {
  const [item, setItem] = useState<MarketItem | null>(null);
  const { popup, show, close } = usePopup();
  return (
    <section className="market" aria-labelledby="market-title">
      <ScreenHeader
        titleId="market-title"
        eyebrow="Trading hall"
        title="Market"
        tagline="Hunters buy and sell here without names. The hall keeps a tenth of every sale's gold, and nobody gets it back."
      >
        {aside}
      </ScreenHeader>
      <div className="market__layout">
        <MarketSearch selectedId={item?.itemId ?? null} onSelect={setItem} />
        {item ? (
          <ItemMarket key={item.itemId} item={item} />
        ) : (
          <p className="panel empty-note market__pick">Pick an item on the left to see its book, its prices and the order forms.</p>
        )}
      </div>
      <MyOrders notify={show} onOpen={setItem} />
      <Popup popup={popup} onClose={close} />
    </section>
  );
}
