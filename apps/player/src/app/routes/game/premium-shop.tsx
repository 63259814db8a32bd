import { PremiumShopScreen } from '../../../features/premium/components/premium-shop-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /premiumShop */
export function PremiumShopRoute() {
  return <PremiumShopScreen aside={<PurseBar />} />;
}
