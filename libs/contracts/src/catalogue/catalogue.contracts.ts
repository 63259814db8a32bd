/**
 * Catalogue records as the back office reads and writes them (spec admin §3). Field names are contract,
 * odd spellings included (`xpReqired`, `trophieItemIds`). Ids are UUID strings. Reference fields hold ids
 * (`type` of an item is an item type id, `enemyRarity` of an enemy is a rarity id, ...), or null.
 */

/** Hunting tables roll over 0..ROLL_SPACE-1; an entry owns [rangeMin, rangeMax] inclusive. */
export const ROLL_SPACE = 10_000;
export const DEFAULT_ORDER_INDEX = 100;
export const DEFAULT_RANK_XP = 1000;
export const DEFAULT_PROC_PERCENT = 100;
export const ITEM_PICKER_PAGE_SIZE = 20;
export const ADMIN_USER_PAGE_SIZE = 40;

/** A currency amount in a price, refund or reward. `name` is the currency short name (spec admin §3, user). */
export interface CurrencyAmountDto {
  name: string;
  value: number;
}
export interface CurrencyEntriesDto {
  currencyEntries: CurrencyAmountDto[];
}

export const STAT_TYPE = { stat: 0, proc: 1 } as const;

export interface ItemStatEntryDto {
  name: string;
  shortName: string;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
  statType: number;
}

export const CONTRACT_TYPES = ['biological', 'party', 'traditional', 'techy', 'arcane', 'monster', 'evil', 'secret'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const SUBSCRIPTION_LEVELS = [
  { id: 0, name: 'SingleItem' },
  { id: 1, name: 'Silver' },
  { id: 2, name: 'Gold' },
  { id: 3, name: 'Platinum' },
] as const;

export const SINGLE_ITEM_TYPES = [
  { id: 0, name: 'none' },
  { id: 1, name: 'GoldItem' },
  { id: 2, name: 'PlatinumItem' },
  { id: 3, name: 'PlasmaDeal' },
  { id: 4, name: 'OneTimeDeal' },
  { id: 5, name: 'GiftSpooky' },
  { id: 6, name: 'NessyDeal1' },
  { id: 7, name: 'NessyDeal2' },
  { id: 8, name: 'NessyDeal3' },
  { id: 9, name: 'NessyDeal4' },
  { id: 10, name: 'NessyDeal5' },
  { id: 11, name: 'NessyDeal6' },
  { id: 12, name: 'SingleItemDeal' },
  { id: 13, name: 'AvatarDeal' },
  { id: 14, name: 'JuiceDeal' },
  { id: 15, name: 'NameChange' },
] as const;

export interface ItemAmountDto {
  itemId: string;
  amount: number;
}

export interface ItemDto {
  id: string;
  name: string;
  /** Item type id. */
  type: string | null;
  contractType: ContractType | null;
  /** Rarity id. */
  rarity: string | null;
  imageId: string | null;
  animatedId: string | null;
  flavorText: string;
  visible: boolean;
  reqXP: number;
  price: CurrencyEntriesDto;
  refund: CurrencyEntriesDto;
  buyable: boolean;
  premiumShop: boolean;
  needSub: number;
  stats: { statEntries: ItemStatEntryDto[] };
  unique: boolean;
  itemIdRequiredForUnlockCrafting: string | null;
  craftingMats: ItemAmountDto[];
  craftingMatsPremium: ItemAmountDto[];
  trophieItemIds: string[];
  transferable: boolean;
  /** May be traded on the market. */
  tradable: boolean;
  canAttractEnemyId: string | null;
}

export interface ItemTypeDto {
  id: string;
  name: string;
  shortName: string;
  itemTypeSlots: number;
  isEquipment: boolean;
  alwaysEquipped: boolean;
  flavorText: string;
  orderIndex: number;
  imageId: string | null;
}

export interface NamedImageDto {
  id: string;
  name: string;
  shortName: string;
  imageId: string | null;
}
export type EnemyTypeDto = NamedImageDto & { colorHex: string | null };
export type ProcTypeDto = NamedImageDto;
export type ProcEventTypeDto = NamedImageDto;
export type DamageTypeDto = NamedImageDto & { colorHex: string };

export interface RarityDto {
  id: string;
  name: string;
  shortName: string;
  colorHex: string;
  /** Display order: common, uncommon, normal, rare, boss. */
  orderIndex: number;
}

export interface CurrencyDto {
  id: string;
  name: string;
  shortName: string;
  flavorText: string;
  orderIndex: number;
  imageId: string | null;
}

export interface StatDto {
  id: string;
  name: string;
  shortName: string;
  statType: number;
  procType: string | null;
  procEventType: string | null;
  affectedCreatureType: string | null;
  damageType: string | null;
  imageId: string | null;
  flavorText: string;
  unitSymbol: string;
}

export interface RankDto {
  id: string;
  name: string;
  xp: number;
  flavorText: string;
  imageId: string | null;
  rewardItemIds: string[];
  /** Legacy single reward; can only be removed. */
  rewardItemId: string | null;
}

export interface RegionDto {
  id: string;
  name: string;
  imageId: string | null;
  animatedImageId: string | null;
  sequence: number;
  xpReqired: number;
  visible: boolean;
  keyId: string | null;
}

export interface HuntingGroundDto {
  id: string;
  name: string;
  flavorText: string;
  imageId: string | null;
  animatedImageId: string | null;
  visible: boolean;
  sequence: number;
  /** Minutes added to the hunt cooldown. */
  additionalHuntTime: number;
  xpReqired: number;
  travelCost: number;
  rawPowerCap: number;
  mysticPowerCap: number;
  keyId: string | null;
  specialBaitItemId: string[];
  regionId: string;
}

export interface HuntingTableEntryDto {
  enemyId: string;
  rangeMin: number;
  rangeMax: number;
}
export interface HuntingTableDto {
  id: string;
  name: string;
  huntingGroundId: string;
  sequence: number;
  imageId: string | null;
  enemies: HuntingTableEntryDto[];
}

export interface EnemyLootDto {
  itemId: string;
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

export interface EnemyDto {
  id: string;
  name: string;
  enemyType: string | null;
  enemyRarity: string | null;
  imageId: string | null;
  animatedImageId: string | null;
  flavorText: string;
  visible: boolean;
  midnightGhost: boolean;
  specialGhost: boolean;
  nessyGhost: boolean;
  immuneMysticPower: boolean;
  hasPopulation: boolean;
  scareFactor: number;
  population: number;
  xp: number;
  currencies: CurrencyEntriesDto;
  specialGhostFromDateDay: number | null;
  specialGhostFromDateMonth: number | null;
  specialGhostFromDateYear: number | null;
  specialGhostToDateDay: number | null;
  specialGhostToDateMonth: number | null;
  specialGhostToDateYear: number | null;
  specialGhostRecurringYear: boolean;
  /** Percent (0-100) that an open special ghost appears in a round. */
  specialGhostChance: number;
  loot: EnemyLootDto[];
  equipment: { equipment: { itemType: string; itemId: string }[] };
  stats: { statEntries: ItemStatEntryDto[] };
}

export interface PremiumPackageDto {
  id: string;
  name: string;
  usd: number;
  month: number | null;
  year: number | null;
  categorySortingNumber: number;
  promotionalLabel: string;
  subscriptionLevel: number;
  singleItemType: number;
  imageId: string | null;
  animatedImageId: string | null;
  visible: boolean;
  flavorText: string;
  items: ItemAmountDto[];
}

export interface SettingDto {
  id: string;
  key: string;
  value: string;
}

/** GET /api/item/search answer (spec admin §7). */
export interface ItemSearchResultDto {
  items: ItemDto[];
  pagination: import('../common/http').PaginationDto;
}

export interface ImageUploadResultDto {
  id: string;
}

/** A stat entry as players see it (spec player §3 "Stat entry"). */
export interface ClientStatEntryDto {
  name: string;
  shortName: string;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
  statType: number;
  statImageId: string | null;
  statFlavorText: string;
  statUnitSymbol: string;
}

/** Crafting material as players see it: the item id plus what to show. */
export interface ClientItemAmountDto extends ItemAmountDto {
  itemName: string;
  itemImageId: string | null;
}

/** GET /api/ClientItem/{id}: an item in the player's shape (spec player §3 Item). */
export interface ClientItemDto {
  id: string;
  name: string;
  /** Item type short name (`bait`, `relic`, ...). */
  itemType: string | null;
  imageId: string | null;
  animatedImageId: string | null;
  flavorText: string;
  rarity: { id: string; name: string; shortName: string; colorHex: string } | null;
  stats: { statEntries: ClientStatEntryDto[] };
  price: CurrencyEntriesDto;
  /** What selling one unit gives back; no positive entry means the item cannot be sold. */
  refund: CurrencyEntriesDto;
  craftingMats: ClientItemAmountDto[];
  craftingMatsPremium: ClientItemAmountDto[];
  unique: boolean;
  reqXP: number;
  transferable: boolean;
  /** May be traded on the market. */
  tradable: boolean;
  contractType: { name: string; shortName: ContractType } | null;
}

/** Catalogue routes beyond the simple-rest ones (spec admin §7), relative to the `/api` prefix. */
export const CATALOGUE_ROUTES = {
  clientItem: 'ClientItem/:id',
  itemSearch: 'item/search',
  groundsOfRegion: 'huntingground/region/:regionId',
  tablesOfGround: 'huntingtable/huntingground/:huntingGroundId',
} as const;

export const NEWS_ROUTES = {
  base: 'news',
  latest: 'latestnews/:from/:count',
} as const;

export const IMAGE_ROUTES = {
  upload: 'Image',
  base: 'image',
  one: ':id',
  thumb: 'thumb/:id',
  enemy: 'enemy/:enemyId',
  enemyThumb: 'enemy/thumb/:enemyId',
} as const;

export const SETTING_ROUTES = {
  base: 'setting',
  getByKey: 'getbykey/:key',
} as const;

/**
 * Admin catalogue resources: each speaks the ra-data-simple-rest dialect on `/api/<name>`
 * (DESIGN §2). Resource names equal the path segments.
 */
export const CATALOGUE_RESOURCES = [
  'item',
  'itemtype',
  'enemy',
  'enemytype',
  'rarity',
  'currency',
  'stat',
  'proctype',
  'proceventtype',
  'damagetype',
  'rank',
  'region',
  'huntingground',
  'huntingtable',
  'news',
  'premiumPackage',
  'setting',
] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];
