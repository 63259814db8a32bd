import { SHOP_CATEGORIES } from '@grimhunt/contracts';
import type { ShopStoreEndpoint } from './api/get-shop-page';

/** How each shop introduces itself; the categories come from SHOP_CATEGORIES. */
export const SHOP_SCREENS: Record<ShopStoreEndpoint, { title: string; tagline: string }> = {
  getbar: { title: 'The Bar', tagline: 'Potions to lure them, plasma to hold them, recipes to learn, and a mixing counter for the brave.' },
  getoffice: {
    title: 'The Office',
    tagline: 'Sign a bounty contract, pick the face you show the guild, or buy the keys and odd tools of the trade.',
  },
  GetPetShop: { title: 'Pet Shop', tagline: 'Familiars that hunt at your heel. Feed them after midnight at your own risk.' },
  GetLaboratory: { title: 'Laboratory', tagline: 'Relics, magic circles and cauldrons, bound and brewed to order.' },
  GetQSec: { title: 'Q-Section', tagline: 'Trap mechanisms, spirit cameras and chrono crystals from the back room.' },
};

export const shopCategories = (endpoint: ShopStoreEndpoint) => SHOP_CATEGORIES[endpoint];

/** The Bar sells potions, plasma and mixes by the 1, 10, 100 or 1000. */
export function hasQuantityChoice(endpoint: ShopStoreEndpoint, filter: string): boolean {
  return endpoint === 'getbar' && (filter === 'bait' || filter === 'plasma' || filter === 'mixing');
}
