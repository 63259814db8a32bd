import {
  CATALOGUE_RESOURCES,
  CatalogueResource,
  CONTRACT_TYPES,
  DEFAULT_ORDER_INDEX,
  DEFAULT_PROC_PERCENT,
  DEFAULT_RANK_XP,
  ROLL_SPACE,
} from '@grimhunt/contracts';
import { ChildDef, FieldDef, RecordLookup, ResourceDefinition } from './resource-definition';

/** The defaults of spec admin §3/§4 live here: rank xp 1000, orderIndex 100, procPercent 100, dropChance 100, ... */

const HEX_COLOR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;

const name: FieldDef = { key: 'name', column: 'name', kind: 'string', required: true };
const shortName: FieldDef = { key: 'shortName', column: 'short_name', kind: 'string', required: true, maxLength: 64 };
const flavorText: FieldDef = { key: 'flavorText', column: 'flavor_text', kind: 'text', default: '' };
const orderIndex: FieldDef = { key: 'orderIndex', column: 'order_index', kind: 'int', default: DEFAULT_ORDER_INDEX };
const sequence: FieldDef = { key: 'sequence', column: 'sequence', kind: 'int', default: 0, min: 0 };
const visible: FieldDef = { key: 'visible', column: 'visible', kind: 'bool', default: true };
const image = (key: string, column: string): FieldDef => ({
  key,
  column,
  kind: 'id',
  nullable: true,
  default: null,
  ref: { resource: 'image' },
});
const imageId = image('imageId', 'image_id');
const animatedImageId = image('animatedImageId', 'animated_image_id');
const ref = (key: string, column: string, resource: CatalogueResource, extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  column,
  kind: 'id',
  nullable: true,
  default: null,
  ref: { resource },
  ...extra,
});
const flag = (key: string, column: string, value = false): FieldDef => ({ key, column, kind: 'bool', default: value });
const colorHex = (nullable: boolean): FieldDef => ({
  key: 'colorHex',
  column: 'color_hex',
  kind: 'string',
  required: !nullable,
  nullable,
  default: nullable ? null : undefined,
  pattern: HEX_COLOR,
  patternMessage: 'colorHex must look like #RRGGBB',
  maxLength: 9,
});
const xpRequired: FieldDef = { key: 'xpReqired', column: 'xp_required', kind: 'bigint', default: 0, min: 0, aliases: ['xpRequired'] };

const currencyEntries = (table: string, parentColumn: string, key: string): ChildDef => ({
  key,
  wrap: 'currencyEntries',
  table,
  parentColumn,
  fields: [
    {
      key: 'name',
      column: 'currency_short_name',
      kind: 'string',
      required: true,
      maxLength: 64,
      ref: { resource: 'currency', by: 'shortName' },
    },
    { key: 'value', column: 'amount', kind: 'bigint', default: 0, min: 0 },
  ],
});

const statEntries = (table: string, parentColumn: string): ChildDef => ({
  key: 'stats',
  wrap: 'statEntries',
  table,
  parentColumn,
  fields: [
    {
      key: 'shortName',
      column: 'stat_short_name',
      kind: 'string',
      required: true,
      maxLength: 64,
      ref: { resource: 'stat', by: 'shortName' },
    },
    { key: 'valueFrom', column: 'value_from', kind: 'int', default: 0 },
    { key: 'valueTo', column: 'value_to', kind: 'int', default: 0 },
    { key: 'procPercent', column: 'proc_percent', kind: 'int', default: DEFAULT_PROC_PERCENT, min: 0, max: 100 },
  ],
  derived: ['name', 'statType'],
});

const itemAmounts = (key: string, table: string, parentColumn: string, itemColumn: string): ChildDef => ({
  key,
  table,
  parentColumn,
  fields: [
    { key: 'itemId', column: itemColumn, kind: 'id', required: true, ref: { resource: 'item' } },
    { key: 'amount', column: 'amount', kind: 'int', default: 1, min: 1 },
  ],
});

const itemIds = (key: string, table: string, parentColumn: string, itemColumn: string): ChildDef => ({
  key,
  table,
  parentColumn,
  scalar: { key, column: itemColumn, kind: 'id', required: true, ref: { resource: 'item' } },
});

/** Stat entries carry the stat's current name and type (looked up by short name, never stored twice). */
function hydrateStatEntries(record: Record<string, unknown>, lookup: RecordLookup): void {
  const stats = record['stats'] as { statEntries: Record<string, unknown>[] } | undefined;
  for (const entry of stats?.statEntries ?? []) {
    const stat = lookup.byShortName('stat', String(entry['shortName']));
    entry['name'] = stat?.['name'] ?? entry['shortName'];
    entry['statType'] = stat?.['statType'] ?? 0;
  }
}

const namedImage = (resourceName: CatalogueResource, label: string, table: string, extra: FieldDef[] = []): ResourceDefinition => ({
  name: resourceName,
  label,
  table,
  fields: [name, shortName, imageId, ...extra],
  children: [],
  display: 'name',
  search: ['name', 'shortName'],
  defaultSort: 'name',
  filterable: ['shortName'],
});

export const CATALOGUE_DEFINITIONS: Record<CatalogueResource, ResourceDefinition> = {
  itemtype: {
    name: 'itemtype',
    label: 'item type',
    table: 'item_type',
    fields: [
      name,
      shortName,
      { key: 'itemTypeSlots', column: 'item_type_slots', kind: 'int', default: 1, min: 0, max: 100 },
      flag('isEquipment', 'is_equipment'),
      flag('alwaysEquipped', 'always_equipped'),
      flavorText,
      orderIndex,
      imageId,
    ],
    children: [],
    display: 'name',
    search: ['name', 'shortName'],
    defaultSort: 'orderIndex',
    filterable: ['shortName', 'isEquipment', 'alwaysEquipped'],
  },
  rarity: {
    name: 'rarity',
    label: 'rarity',
    table: 'rarity',
    fields: [name, shortName, colorHex(false), orderIndex],
    children: [],
    display: 'name',
    search: ['name', 'shortName'],
    defaultSort: 'orderIndex',
    filterable: ['shortName'],
  },
  currency: {
    name: 'currency',
    label: 'currency',
    table: 'currency',
    fields: [name, shortName, flavorText, orderIndex, imageId],
    children: [],
    display: 'name',
    search: ['name', 'shortName'],
    defaultSort: 'orderIndex',
    filterable: ['shortName'],
  },
  proctype: namedImage('proctype', 'proc type', 'proc_type'),
  proceventtype: namedImage('proceventtype', 'proc event type', 'proc_event_type'),
  damagetype: namedImage('damagetype', 'damage type', 'damage_type', [colorHex(false)]),
  enemytype: namedImage('enemytype', 'enemy type', 'enemy_type', [colorHex(true)]),
  stat: {
    name: 'stat',
    label: 'stat',
    table: 'stat',
    fields: [
      name,
      shortName,
      { key: 'statType', column: 'stat_type', kind: 'int', default: 0, min: 0, max: 1 },
      ref('procType', 'proc_type_id', 'proctype'),
      ref('procEventType', 'proc_event_type_id', 'proceventtype'),
      ref('affectedCreatureType', 'affected_creature_type_id', 'enemytype'),
      ref('damageType', 'damage_type_id', 'damagetype'),
      imageId,
      flavorText,
      { key: 'unitSymbol', column: 'unit_symbol', kind: 'string', default: '', maxLength: 16 },
    ],
    children: [],
    display: 'name',
    search: ['name', 'shortName'],
    defaultSort: 'name',
    filterable: ['shortName', 'statType', 'procType', 'procEventType', 'damageType', 'affectedCreatureType'],
  },
  item: {
    name: 'item',
    label: 'item',
    table: 'item',
    fields: [
      name,
      ref('type', 'type_id', 'itemtype'),
      { key: 'contractType', column: 'contract_type', kind: 'enum', values: CONTRACT_TYPES, nullable: true, default: null },
      ref('rarity', 'rarity_id', 'rarity'),
      imageId,
      image('animatedId', 'animated_id'),
      flavorText,
      visible,
      { key: 'reqXP', column: 'req_xp', kind: 'bigint', default: 0, min: 0 },
      flag('buyable', 'buyable'),
      flag('premiumShop', 'premium_shop'),
      { key: 'needSub', column: 'need_sub', kind: 'int', default: 0, min: 0, max: 3 },
      flag('unique', 'is_unique'),
      ref('itemIdRequiredForUnlockCrafting', 'unlock_recipe_item_id', 'item'),
      flag('transferable', 'transferable'),
      flag('tradable', 'tradable'),
      ref('canAttractEnemyId', 'can_attract_enemy_id', 'enemy'),
    ],
    children: [
      currencyEntries('item_price', 'item_id', 'price'),
      currencyEntries('item_refund', 'item_id', 'refund'),
      statEntries('item_stat', 'item_id'),
      itemAmounts('craftingMats', 'item_crafting_mat', 'item_id', 'mat_item_id'),
      itemAmounts('craftingMatsPremium', 'item_crafting_mat_premium', 'item_id', 'mat_item_id'),
      itemIds('trophieItemIds', 'item_trophy', 'item_id', 'trophy_item_id'),
    ],
    display: 'name',
    search: ['name'],
    defaultSort: 'name',
    filterable: ['type', 'rarity', 'contractType', 'visible', 'buyable', 'premiumShop', 'needSub', 'unique', 'transferable', 'tradable'],
    hydrate: hydrateStatEntries,
  },
  enemy: {
    name: 'enemy',
    label: 'enemy',
    table: 'enemy',
    fields: [
      name,
      ref('enemyType', 'enemy_type_id', 'enemytype'),
      ref('enemyRarity', 'enemy_rarity_id', 'rarity'),
      imageId,
      animatedImageId,
      flavorText,
      visible,
      flag('midnightGhost', 'midnight_ghost'),
      flag('specialGhost', 'special_ghost'),
      flag('nessyGhost', 'nessy_ghost'),
      flag('immuneMysticPower', 'immune_mystic_power'),
      flag('hasPopulation', 'has_population'),
      { key: 'scareFactor', column: 'scare_factor', kind: 'int', default: 0, min: 0 },
      { key: 'population', column: 'population', kind: 'int', default: 0, min: 0 },
      { key: 'xp', column: 'xp', kind: 'bigint', default: 0, min: 0 },
      { key: 'specialGhostFromDateDay', column: 'special_from_day', kind: 'int', nullable: true, default: null, min: 1, max: 31 },
      { key: 'specialGhostFromDateMonth', column: 'special_from_month', kind: 'int', nullable: true, default: null, min: 1, max: 12 },
      { key: 'specialGhostFromDateYear', column: 'special_from_year', kind: 'int', nullable: true, default: null, min: 1970, max: 9999 },
      { key: 'specialGhostToDateDay', column: 'special_to_day', kind: 'int', nullable: true, default: null, min: 1, max: 31 },
      { key: 'specialGhostToDateMonth', column: 'special_to_month', kind: 'int', nullable: true, default: null, min: 1, max: 12 },
      { key: 'specialGhostToDateYear', column: 'special_to_year', kind: 'int', nullable: true, default: null, min: 1970, max: 9999 },
      flag('specialGhostRecurringYear', 'special_recurring_year'),
      { key: 'specialGhostChance', column: 'special_chance', kind: 'int', default: 0, min: 0, max: 100 },
    ],
    children: [
      currencyEntries('enemy_currency', 'enemy_id', 'currencies'),
      {
        key: 'loot',
        table: 'enemy_loot',
        parentColumn: 'enemy_id',
        fields: [
          { key: 'itemId', column: 'item_id', kind: 'id', required: true, ref: { resource: 'item' } },
          { key: 'dropChance', column: 'drop_chance', kind: 'number', default: 100, min: 0, max: 100 },
          { key: 'amountMin', column: 'amount_min', kind: 'int', default: 1, min: 0 },
          { key: 'amountMax', column: 'amount_max', kind: 'int', default: 1, min: 0 },
        ],
        validateEntry: (e) => (Number(e['amountMin']) > Number(e['amountMax']) ? ['amountMin must be <= amountMax'] : []),
      },
      {
        key: 'equipment',
        wrap: 'equipment',
        table: 'enemy_equipment',
        parentColumn: 'enemy_id',
        fields: [
          { key: 'itemType', column: 'item_type_id', kind: 'id', required: true, ref: { resource: 'itemtype' } },
          { key: 'itemId', column: 'item_id', kind: 'id', required: true, ref: { resource: 'item' } },
        ],
      },
      statEntries('enemy_stat', 'enemy_id'),
    ],
    display: 'name',
    search: ['name'],
    defaultSort: 'name',
    filterable: [
      'enemyType',
      'enemyRarity',
      'midnightGhost',
      'specialGhost',
      'nessyGhost',
      'immuneMysticPower',
      'visible',
      'hasPopulation',
    ],
    validate: (r) => {
      const errors: string[] = [];
      for (const side of ['From', 'To'] as const) {
        const day = r[`specialGhost${side}DateDay`];
        const month = r[`specialGhost${side}DateMonth`];
        if ((day === null) !== (month === null))
          errors.push(`specialGhost${side}DateDay and specialGhost${side}DateMonth must be set together`);
      }
      return errors;
    },
    hydrate: hydrateStatEntries,
  },
  rank: {
    name: 'rank',
    label: 'rank',
    table: 'rank',
    fields: [
      name,
      { key: 'xp', column: 'xp', kind: 'bigint', default: DEFAULT_RANK_XP, min: 0 },
      flavorText,
      imageId,
      ref('rewardItemId', 'reward_item_id', 'item'),
    ],
    children: [itemIds('rewardItemIds', 'rank_reward_item', 'rank_id', 'item_id')],
    display: 'name',
    search: ['name'],
    defaultSort: 'xp',
    filterable: [],
  },
  region: {
    name: 'region',
    label: 'region',
    table: 'region',
    fields: [name, imageId, animatedImageId, sequence, xpRequired, visible, ref('keyId', 'key_id', 'item')],
    children: [],
    display: 'name',
    search: ['name'],
    defaultSort: 'sequence',
    filterable: ['visible'],
  },
  huntingground: {
    name: 'huntingground',
    label: 'hunting ground',
    table: 'hunting_ground',
    fields: [
      name,
      flavorText,
      imageId,
      animatedImageId,
      visible,
      sequence,
      { key: 'additionalHuntTime', column: 'additional_hunt_time', kind: 'int', default: 0, min: -1440, max: 1440 },
      xpRequired,
      { key: 'travelCost', column: 'travel_cost', kind: 'bigint', default: 0, min: 0 },
      { key: 'rawPowerCap', column: 'raw_power_cap', kind: 'int', default: 0, min: 0 },
      { key: 'mysticPowerCap', column: 'mystic_power_cap', kind: 'int', default: 25, min: 0, max: 100 },
      ref('keyId', 'key_id', 'item'),
      ref('regionId', 'region_id', 'region', { required: true, nullable: false, default: undefined }),
    ],
    children: [itemIds('specialBaitItemId', 'hunting_ground_special_bait', 'hunting_ground_id', 'item_id')],
    display: 'name',
    search: ['name'],
    defaultSort: 'sequence',
    filterable: ['regionId', 'visible'],
  },
  huntingtable: {
    name: 'huntingtable',
    label: 'hunting table',
    table: 'hunting_table',
    fields: [
      name,
      ref('huntingGroundId', 'hunting_ground_id', 'huntingground', { required: true, nullable: false, default: undefined }),
      sequence,
      imageId,
    ],
    children: [
      {
        key: 'enemies',
        table: 'hunting_table_entry',
        parentColumn: 'hunting_table_id',
        fields: [
          { key: 'enemyId', column: 'enemy_id', kind: 'id', required: true, ref: { resource: 'enemy' } },
          { key: 'rangeMin', column: 'range_min', kind: 'int', default: 0, min: 0, max: ROLL_SPACE - 1 },
          { key: 'rangeMax', column: 'range_max', kind: 'int', default: 0, min: 0, max: ROLL_SPACE - 1 },
        ],
        validateEntry: (e) => (Number(e['rangeMin']) > Number(e['rangeMax']) ? ['rangeMin must be <= rangeMax'] : []),
      },
    ],
    display: 'name',
    search: ['name'],
    defaultSort: 'sequence',
    filterable: ['huntingGroundId'],
  },
  news: {
    name: 'news',
    label: 'news',
    table: 'news',
    fields: [
      { key: 'header', column: 'header', kind: 'string', required: true, maxLength: 300 },
      { key: 'message', column: 'message', kind: 'text', default: '' },
      { key: 'name', column: 'name', kind: 'string', default: '' },
      imageId,
      animatedImageId,
      {
        key: 'timestamp',
        column: 'published_at',
        kind: 'timestamp',
        default: (ctx: { now: Date }) => Math.floor(ctx.now.getTime() / 1000),
      },
      ref('rewardItemId', 'reward_item_id', 'item'),
    ],
    children: [],
    display: 'header',
    search: ['header', 'message', 'name'],
    defaultSort: 'timestamp',
    defaultOrder: 'DESC',
    filterable: ['rewardItemId'],
  },
  premiumPackage: {
    name: 'premiumPackage',
    label: 'premium package',
    table: 'premium_package',
    fields: [
      name,
      { key: 'usd', column: 'usd', kind: 'money', default: 0, min: 0, max: 99_999_999 },
      { key: 'month', column: 'month', kind: 'int', nullable: true, default: null, min: 1, max: 12 },
      { key: 'year', column: 'year', kind: 'int', nullable: true, default: null, min: 2000, max: 9999 },
      { key: 'categorySortingNumber', column: 'category_sorting_number', kind: 'int', default: 0 },
      { key: 'promotionalLabel', column: 'promotional_label', kind: 'string', default: '', maxLength: 64 },
      { key: 'subscriptionLevel', column: 'subscription_level', kind: 'int', default: 0, min: 0, max: 3 },
      { key: 'singleItemType', column: 'single_item_type', kind: 'int', default: 0, min: 0, max: 15 },
      imageId,
      animatedImageId,
      visible,
      flavorText,
    ],
    children: [itemAmounts('items', 'premium_package_item', 'premium_package_id', 'item_id')],
    display: 'name',
    search: ['name', 'promotionalLabel'],
    defaultSort: 'name',
    filterable: ['subscriptionLevel', 'singleItemType', 'month', 'year', 'visible'],
  },
  setting: {
    name: 'setting',
    label: 'setting',
    table: 'setting',
    fields: [
      { key: 'key', column: 'key', kind: 'string', required: true, maxLength: 128 },
      { key: 'value', column: 'value', kind: 'text', default: '' },
    ],
    children: [],
    display: 'key',
    search: ['key', 'value'],
    defaultSort: 'key',
    filterable: ['key'],
  },
};

export function definitionOf(resource: CatalogueResource): ResourceDefinition {
  return CATALOGUE_DEFINITIONS[resource];
}

/** Load order: referenced tables first (the seed inserts in this order too). */
export const DEFINITION_ORDER: readonly CatalogueResource[] = CATALOGUE_RESOURCES;
