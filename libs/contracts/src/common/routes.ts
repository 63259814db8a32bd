/**
 * Every route of the spec, defined once (DESIGN §2). Paths are relative to the `/api` prefix.
 * Casing is contract: `huntrefactored`, `Game/quickhunt`, `ClientTravel/getregions`, ...
 */
export const API_PREFIX = 'api';

export const SYSTEM_ROUTES = {
  version: 'version',
  health: 'health',
  docs: 'docs',
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

/** Player-side game routes (spec player §7); implemented by the hunt, economy, mail and payment contexts. */
export const GAME_ROUTES = {
  hunt: 'huntrefactored/hunt',
  quickhunt: 'Game/quickhunt',
  chronohunt: 'Game/chronohunt',
  coffinhunt: 'Game/coffinhunt',
  changeEquipmentSet: 'game/changeEquipmentSet/:slotIndex',
  mission: 'ClientMission',
  journal: 'Journal',
  buysell: 'game/buysell',
  equip: 'game/equip/:id',
  unequip: 'game/unequip/:id',
  claimCollection: 'game/ClaimCollection',
  travelRegions: 'ClientTravel/getregions',
  travelGrounds: 'ClientTravel/GetHuntingGroundsOfRegion/:regionId',
  travel: 'Game/travel',
  grimoire: 'ClientGrimoire/getEnemies/:key',
  clientItem: 'ClientItem/:id',
  clientShop: 'clientshop/:endpoint/:page',
  ladder: 'ladder/LadderAroundUserId/:from',
  mailMine: 'mail/GetMyMail',
  mailSend: 'mail',
  mailRead: 'mail/updateReadStatus',
  mailClaim: 'mail/claim',
  premiumActive: 'premiumPackage/getactive',
  paymentBase: 'payment',
  adminHuntStats: 'admin/hunt/statistics-last-24h',
  adminHuntSimulate: 'admin/hunt/simulate',
  adminHuntSimulateLoot: 'admin/hunt/simulate-with-loot',
  maxstat: 'maxstat',
  gameAppStats: 'GameAppStats',
} as const;

export const SHOP_ENDPOINTS = ['getbar', 'getoffice', 'GetPetShop', 'GetLaboratory', 'GetQSec', 'getexhibition'] as const;
