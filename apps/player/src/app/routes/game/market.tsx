import { MarketScreen } from '../../../features/market/components/market-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /market: the players' order book for tradable items, with the purse beside the title. */
export function MarketRoute() {
  return <MarketScreen aside={<PurseBar />} />;
}
