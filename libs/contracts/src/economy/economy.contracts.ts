import type { PaginationDto } from '../common/http';
import type { ClientItemDto } from '../catalogue/catalogue.contracts';
import type { ClientUserDto, CurrencyEntryDto, StatEntryDto } from '../identity/identity.contracts';

/**
 * Economy: wallets, inventory, equipment, shops, crafting, exhibition, ladder.
 * Routes: ECONOMY_ROUTES here; the player's own views are CLIENT_USER_ROUTES (`clientUser/...`).
 */

/** The economy context's route strings (relative to `/api`); the spec's casings are contract. */
export const ECONOMY_ROUTES = {
  buysell: 'game/buysell',
  equip: 'game/equip/:id',
  unequip: 'game/unequip/:id',
  changeEquipmentSet: 'game/changeEquipmentSet/:slotIndex',
  claimCollection: 'game/ClaimCollection',
  clientShop: 'clientshop/:endpoint/:page',
  ladder: 'ladder/LadderAroundUserId/:from',
  /** The daily login reward (ours, not in the spec: docs/decisions.md). */
  dailyRewardStatus: 'ClientDailyReward/status',
  dailyRewardClaim: 'ClientDailyReward/claim',
} as const;

/** The player's own views (`clientUser/...`), served by economy. */
export const CLIENT_USER_ROUTES = {
  base: 'clientUser',
  getme: 'getme',
  getstatus: 'getstatus',
  getbasic: 'getbasic',
  getinventory: 'getinventory',
  getequipment: 'getequipment',
} as const;

/** The shop endpoints of `clientshop/:endpoint/:page`. */
export const SHOP_ENDPOINTS = ['getbar', 'getoffice', 'GetPetShop', 'GetLaboratory', 'GetQSec', 'getexhibition'] as const;

export const ECONOMY_MESSAGES = {
  purchased: 'Purchase successful! Item added to inventory.',
  crafted: 'Crafting successful! Item added to inventory.',
  sold: 'Sold. The coins are in your purse.',
  collectionClaimed: 'Collection successfully claimed! Item added to inventory.',
  equipped: 'Equipped.',
  unequipped: 'Unequipped.',
  setupChanged: 'Equipment setup changed.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  alreadyEquipped: 'Already equipped.',
  notEquipped: 'This item is not equipped.',
} as const;

/** Stable error codes of the economy; refusals of the `{success,message}` routes carry them too. */
export const ECONOMY_ERROR_CODES = {
  NOT_ENOUGH_GOLD: 'ECONOMY.NOT_ENOUGH_GOLD',
  NOT_ENOUGH_CURRENCY: 'ECONOMY.NOT_ENOUGH_CURRENCY',
  NOT_ENOUGH_ITEMS: 'ECONOMY.NOT_ENOUGH_ITEMS',
  UNKNOWN_ITEM: 'ECONOMY.UNKNOWN_ITEM',
  UNKNOWN_CURRENCY: 'ECONOMY.UNKNOWN_CURRENCY',
  INVALID_AMOUNT: 'ECONOMY.INVALID_AMOUNT',
  NOT_FOR_SALE: 'ECONOMY.NOT_FOR_SALE',
  NOT_SELLABLE: 'ECONOMY.NOT_SELLABLE',
  XP_REQUIRED: 'ECONOMY.XP_REQUIRED',
  SUBSCRIPTION_REQUIRED: 'ECONOMY.SUBSCRIPTION_REQUIRED',
  UNIQUE_OWNED: 'ECONOMY.UNIQUE_OWNED',
  RECIPE_REQUIRED: 'ECONOMY.RECIPE_REQUIRED',
  NO_PREMIUM_RECIPE: 'ECONOMY.NO_PREMIUM_RECIPE',
  EQUIPPED: 'ECONOMY.EQUIPPED',
  NOT_OWNED: 'ECONOMY.NOT_OWNED',
  NOT_EQUIPMENT: 'ECONOMY.NOT_EQUIPMENT',
  NOT_EQUIPPED: 'ECONOMY.NOT_EQUIPPED',
  SLOTS_FULL: 'ECONOMY.SLOTS_FULL',
  SETUP_LOCKED: 'ECONOMY.SETUP_LOCKED',
  UNKNOWN_SHOP: 'ECONOMY.NOT_FOUND',
  COLLECTION_INCOMPLETE: 'ECONOMY.COLLECTION_INCOMPLETE',
  COLLECTION_CLAIMED: 'ECONOMY.ALREADY_CLAIMED',
} as const;

/** Setups every player has unlocked (subscriptions may unlock more later, up to EQUIPMENT_SETUP_SLOTS). */
export const DEFAULT_UNLOCKED_EQUIPMENT_SLOTS = 2;
/** Largest |amount| of one buy/sell/craft. */
export const MAX_TRADE_AMOUNT = 10_000;

/** Premium crafting (the shorter `craftingMatsPremium` list) is open to subscribers from this level (Silver) up. */
export const PREMIUM_CRAFTING_LEVEL = 1;
export const SHOP_PAGE_SIZE_MAX = 100;
/** Shop and exhibition reads per player and minute (429 with ECONOMY_MESSAGES.tooManyRequests beyond). */
export const SHOP_READS_PER_MINUTE = 120;
/** `sortBy` of the shops; a leading `-` sorts descending. Default `reqXP` (then name). */
export const SHOP_SORT_KEYS = ['price', 'reqXP', 'name'] as const;
/** `filter` and `sortBy` of the exhibition (`-xp` descending). */
export const EXHIBITION_FILTERS = ['all', 'complete', 'incomplete'] as const;
export const EXHIBITION_SORT_KEYS = ['xp', 'trophies'] as const;

/** Quantity buttons of the Bar. */
export const SHOP_QUANTITIES = [1, 10, 100, 1000] as const;
export const SHOP_PAGE_SIZE = 30;
export const EXHIBITION_PAGE_SIZE = 10;
export const LADDER_PAGE_SIZE = 50;
export const EQUIPMENT_SETUP_SLOTS = 12;
export const MAX_RELICS = 3;

export type ShopEndpoint = 'getbar' | 'getoffice' | 'GetPetShop' | 'GetLaboratory' | 'GetQSec' | 'getexhibition';

/**
 * Shop categories: the `filter` query value of `GET /api/clientshop/{endpoint}/{page}` and what it lists.
 * `types` are item type short names; `crafted` true lists only craftable items (materials), false only bought ones.
 */
export const SHOP_CATEGORIES: Record<
  Exclude<ShopEndpoint, 'getexhibition'>,
  { label: string; filter: string; types: string[]; crafted?: boolean }[]
> = {
  getbar: [
    { label: 'Potions', filter: 'bait', types: ['bait'], crafted: false },
    { label: 'Plasma', filter: 'plasma', types: ['plasma', 'monsterplasma', 'juice'], crafted: false },
    { label: 'Recipes', filter: 'recipe', types: ['recipe'] },
    { label: 'Mixing', filter: 'mixing', types: ['bait', 'plasma', 'monsterplasma', 'juice'], crafted: true },
  ],
  getoffice: [
    { label: 'Contracts', filter: 'contract', types: ['contract'] },
    { label: 'Avatar', filter: 'avatar', types: ['avatar'] },
    { label: 'Keys & Specials', filter: 'special', types: ['key', 'specialitem', 'bagpipe'] },
  ],
  GetPetShop: [{ label: 'Pets', filter: 'pet', types: ['pet'] }],
  GetLaboratory: [
    { label: 'Relics', filter: 'relic', types: ['relic'] },
    { label: 'Candles', filter: 'magiccicle', types: ['magiccicle'] },
    { label: 'Cauldrons', filter: 'cauldron', types: ['cauldron'] },
    { label: 'Séance Scrolls', filter: 'seancescroll', types: ['seancescroll'] },
  ],
  GetQSec: [
    { label: 'Mechanisms', filter: 'mechanism', types: ['mechanism'] },
    { label: 'Cameras', filter: 'camera', types: ['camera'] },
    { label: 'Chrono Crystals', filter: 'chronocrystal', types: ['chronocrystal'] },
  ],
};

export type ShopAction = 'BUY' | 'CRAFT' | 'MIX' | 'TAME' | 'BIND' | 'HIRE';

/** The shop button of an item (CRAFT, MIX, TAME, BIND, HIRE by item type). */
export function shopActionFor(itemType: string | null, crafted: boolean): ShopAction {
  if (itemType === 'pet') return 'TAME';
  if (itemType === 'contract') return 'HIRE';
  if (!crafted) return 'BUY';
  if (itemType === 'bait' || itemType === 'plasma' || itemType === 'monsterplasma' || itemType === 'juice') return 'MIX';
  if (itemType === 'relic' || itemType === 'magiccicle') return 'BIND';
  return 'CRAFT';
}

/** A shop grid entry: the item plus what this player can do with it. */
export interface ShopItemDto extends ClientItemDto {
  action: ShopAction;
  /** Amount the player owns now. */
  owned: number;
  /** Why the player cannot get it yet (reqXP, recipe, subscription, unique owned), or null. */
  locked: string | null;
  /** A premium crafting option exists (button shown with the `Premium-` prefix). */
  hasPremiumCrafting: boolean;
  /** Why this player cannot use the premium option (it is for subscribers), or null. */
  premiumLocked: string | null;
}
/** `POST /api/game/ClaimCollection` (form). */
export interface ClaimCollectionBody {
  collectionId: string;
}
export interface ShopPageDto {
  items: ShopItemDto[];
  pagination: PaginationDto;
}

/** `POST /api/game/buysell` (form). `amount` < 0 sells |amount| at the item's refund. `premium` uses craftingMatsPremium. */
export interface BuySellBody {
  itemId: string;
  amount: number;
  premium: boolean;
}

/** `GET /api/clientUser/getme`: the user with typed inventory entries. */
export interface ClientUserFullDto extends Omit<ClientUserDto, 'inventory'> {
  inventory: InventoryEntryDto[];
}

/** `GET /api/clientUser/getinventory` entries (User.inventory). */
export interface InventoryEntryDto {
  item: ClientItemDto;
  itemId: string;
  amount: number;
  equipped: boolean;
}

/** One equipment slot group of the equipment panel. */
export interface EquipmentSlotDto {
  itemType: string;
  itemTypeName: string;
  capacity: number;
  items: ClientItemDto[];
}
/** `GET /api/clientUser/getequipment`: equipped items by slot, summed stats, setups. */
export interface EquipmentDto {
  activeEquipmentSlot: number;
  unlockedEquipmentSlots: number;
  slots: EquipmentSlotDto[];
  stats: { statEntries: StatEntryDto[] };
}

/** `GET /api/clientUser/getstatus`. */
export interface PlayerStatusDto {
  nextAllowedHuntTimeStamp: number;
  currentTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  currencies: { currencyEntries: CurrencyEntryDto[] };
}
/** `GET /api/clientUser/getbasic`. */
export interface PlayerBasicDto extends PlayerStatusDto {
  xp: number;
  currentRank: { name: string } | null;
  nextRankXP: number;
  currentHuntingGround: { id: string; name: string; regionId: string } | null;
}

/** `GET /api/clientshop/getexhibition/{page}` entries (Exhibition entry). */
export interface ExhibitionEntryDto {
  collection: {
    id: string;
    name: string;
    flavorText: string;
    imageId: string | null;
    rarity: ClientItemDto['rarity'];
    stats: ClientItemDto['stats'];
    /** XP the collection is worth (sort key "XP"). */
    reqXP: number;
  };
  trophies: ClientItemDto[];
  /** Ids of the trophies the player owns. */
  collected: string[];
  claimed: boolean;
  equipped: boolean;
}
export interface ExhibitionPageDto {
  items: ExhibitionEntryDto[];
  pagination: PaginationDto;
}

/**
 * `GET /api/ladder/LadderAroundUserId/{from}`: 50 entries from rank offset `from` (0-based);
 * `from` = -1 answers the page that holds the caller.
 */
export interface LadderEntryDto {
  ladderRank: number;
  name: string;
  xp: number;
  avatarImageID: string | null;
  /** The caller's own row (highlighted). */
  isMe: boolean;
  /** The token shop key of the avatar frame the player equipped (`frame-...`); absent when none. */
  frameKey?: string;
  /** The token shop key of the title the player equipped (`title-...`); absent when none. */
  titleKey?: string;
}
export interface LadderPageDto {
  entries: LadderEntryDto[];
  from: number;
  total: number;
}
