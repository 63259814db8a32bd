import { ShopScreen } from '../../../features/shop/components/shop-screen';
import type { ShopStoreEndpoint } from '../../../features/shop/api/get-shop-page';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /bar, /office, /pet, /laboratory, /qsec: one shop each, with the purse beside the title. */
export function ShopRoute({ endpoint }: { endpoint: ShopStoreEndpoint }) {
  return <ShopScreen key={endpoint} endpoint={endpoint} aside={<PurseBar />} />;
}
