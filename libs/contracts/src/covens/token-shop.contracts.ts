/**
 * The token shop: tournament tokens buy cosmetics (no power). Each item is bought once; a frame and a title can be
 * equipped (one of each kind at a time). The catalogue lives here, in code, so the API and the player app agree on
 * keys, names and prices. Routes relative to `/api`.
 */

export const TOKEN_SHOP_ROUTES = {
  /** GET the catalogue with owned and equipped flags and the player's balance. */
  shop: 'tournaments/shop',
  buy: 'tournaments/shop/:itemKey/buy',
  equip: 'tournaments/shop/:itemKey/equip',
} as const;

export const TOKEN_SHOP_PATHS = {
  shop: '/api/tournaments/shop',
  buy: (itemKey: string) => `/api/tournaments/shop/${encodeURIComponent(itemKey)}/buy`,
  equip: (itemKey: string) => `/api/tournaments/shop/${encodeURIComponent(itemKey)}/equip`,
} as const;

/** frame: drawn around the avatar; title: a badge beside the name; emblem: an extra coven emblem design. */
export type TokenItemKind = 'frame' | 'title' | 'emblem';
/** The kinds a player equips (one item of each kind at a time). */
export const TOKEN_EQUIPPABLE_KINDS: readonly TokenItemKind[] = ['frame', 'title'];

export interface TokenShopItem {
  key: string;
  kind: TokenItemKind;
  name: string;
  description: string;
  /** Price in tournament tokens. */
  price: number;
}

export const TOKEN_SHOP_ITEMS: readonly TokenShopItem[] = [
  { key: 'frame-bone', kind: 'frame', name: 'Bone frame', description: 'A ring of pale bones around your portrait', price: 10 },
  { key: 'frame-ember', kind: 'frame', name: 'Ember frame', description: 'Smouldering coals and rising sparks', price: 25 },
  { key: 'frame-moonsilver', kind: 'frame', name: 'Moonsilver frame', description: 'A silver ring with the phases of the moon', price: 60 },
  { key: 'title-night-warden', kind: 'title', name: 'Night Warden', description: 'A title badge beside your name', price: 15 },
  { key: 'title-grave-champion', kind: 'title', name: 'Grave Champion', description: 'A title badge beside your name', price: 40 },
  { key: 'title-coven-legend', kind: 'title', name: 'Coven Legend', description: 'A title badge beside your name', price: 90 },
  { key: 'emblem-raven', kind: 'emblem', name: 'Raven emblem', description: 'A coven emblem design: a raven with spread wings', price: 30 },
  {
    key: 'emblem-hourglass',
    kind: 'emblem',
    name: 'Hourglass emblem',
    description: 'A coven emblem design: a winged hourglass',
    price: 30,
  },
];

export function tokenShopItem(key: string): TokenShopItem | undefined {
  return TOKEN_SHOP_ITEMS.find((i) => i.key === key);
}

export interface TokenShopItemDto extends TokenShopItem {
  owned: boolean;
  equipped: boolean;
}

/** `GET /api/tournaments/shop`. */
export interface TokenShopDto {
  /** The player's balance: tokens earned in tournament payouts minus tokens spent here. */
  tokens: number;
  items: TokenShopItemDto[];
}

/** The answer of buy and equip. */
export interface TokenShopActionDto {
  success: true;
  message: string;
  shop: TokenShopDto;
}

export const TOKEN_SHOP_MESSAGES = {
  unknownItem: 'There is no such item in the token shop',
  notEnoughTokens: 'You do not have enough tokens',
  alreadyOwned: 'You already own this item',
  notOwned: 'Buy this item before equipping it',
  notEquippable: 'Only frames and titles can be equipped',
  bought: 'Bought',
  equipped: 'Equipped',
} as const;

export const TOKEN_SHOP_ERROR_CODES = {
  UNKNOWN_ITEM: 'TOKEN_SHOP.NOT_FOUND',
  NOT_ENOUGH_TOKENS: 'TOKEN_SHOP.NOT_ENOUGH_TOKENS',
  ALREADY_OWNED: 'TOKEN_SHOP.ALREADY_OWNED',
  NOT_OWNED: 'TOKEN_SHOP.NOT_OWNED',
  NOT_EQUIPPABLE: 'TOKEN_SHOP.NOT_EQUIPPABLE',
} as const;
