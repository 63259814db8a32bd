import { SHOP_CATEGORIES } from '@grimhunt/contracts';
import type { ShopStoreEndpoint } from './api/get-shop-page';

/** How each shop introduces itself; the categories come from SHOP_CATEGORIES. */
export const SHOP_SCREENS: Record<ShopStoreEndpoint, { title: string; tagline: string }> = {
  getbar: { title: 'The Bar', tagline: 'Potions to lure them, recipes to learn, and a mixing counter for the brave.' },
  getoffice: { title: 'The Office', tagline: 'Sign a bounty contract or pick the face you show the guild.' },
  GetPetShop: { title: 'Pet Shop', tagline: 'Familiars that hunt at your heel. Feed them after midnight at your own risk.' },
  GetLaboratory: { title: 'Laboratory', tagline: 'Relics, magic circles and cauldrons, bound and brewed to order.' },
  GetQSec: { title: 'Q-Section', tagline: 'Trap mechanisms, spirit cameras and chrono crystals from the back room.' },
};

export const shopCategories = (endpoint: ShopStoreEndpoint) => SHOP_CATEGORIES[endpoint];

/** The Bar sells potions and mixes by the 1, 10, 100 or 1000 (spec player §2). */
export function hasQuantityChoice(endpoint: ShopStoreEndpoint, filter: string): boolean {
  return endpoint === 'getbar' && (filter === 'bait' || filter === 'mixing');
}
