import { TitleBadge } from '../../../components/title-badge';
import { useTokenShop } from '../api/get-token-shop';

/** The title the player equipped in the token shop, as a badge beside their name; nothing when none is equipped. */
export function EquippedTitle() {
  const shop = useTokenShop();
  const title = shop.data?.items.find((i) => i.kind === 'title' && i.equipped);
  return title ? <TitleBadge title={title.name} /> : null;
}
