import { TokenShopScreen } from '../../../features/token-shop/components/token-shop-screen';

/** /tournaments/shop: cosmetics bought with tournament tokens. */
export function TokenShopRoute() {
  return <TokenShopScreen />;
}
