/**
 * Every setting the game reads, defined once: its key (the `setting` row an admin edits in the back office), how its
 * text is parsed, the value used when the row is missing or unreadable, and what it means. Use cases read a setting
 * with one typed call (`catalogue.settingValue(SETTINGS.x)`); the catalogue creates the rows of seeded settings with
 * their defaults at start; the back office lists every key with its description.
 *
 * Adding a setting: one entry here (plus, if it must exist as a row from the start, `seed: true`).
 */
export interface SettingDefinition<T> {
  readonly key: string;
  readonly description: string;
  /** The value when the row is missing or its text does not parse. */
  readonly defaultValue: T;
  /** Written as the row's value when the catalogue lacks the key at start (only for `seed: true`). */
  readonly seed: boolean;
  /** The value of the stored text, or undefined when it is unreadable. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

interface Options<T> {
  description: string;
  defaultValue: T;
  seed?: boolean;
}

export function booleanSetting(key: string, options: Options<boolean>): SettingDefinition<boolean> {
  return {
    key,
    description: options.description,
    defaultValue: options.defaultValue,
    seed: options.seed ?? false,
    parse: (raw) => {
      const text = raw.trim().toLowerCase();
      if (text === 'true') return true;
      if (text === 'false') return false;
      return undefined;
    },
    format: (value) => String(value),
  };
}

export function integerSetting(key: string, options: Options<number> & { min: number; max: number }): SettingDefinition<number> {
  return {
    key,
    description: options.description,
    defaultValue: options.defaultValue,
    seed: options.seed ?? false,
    parse: (raw) => {
      const text = raw.trim();
      if (!/^-?\d+$/.test(text)) return undefined;
      const value = Number(text);
      return Number.isSafeInteger(value) && value >= options.min && value <= options.max ? value : undefined;
    },
    format: (value) => String(value),
  };
}

export function textSetting(key: string, options: Options<string>): SettingDefinition<string> {
  return {
    key,
    description: options.description,
    defaultValue: options.defaultValue,
    seed: options.seed ?? false,
    parse: (raw) => raw,
    format: (value) => value,
  };
}

/** The value of a setting from its stored text (undefined: the row is missing). */
export function readSetting<T>(definition: SettingDefinition<T>, raw: string | undefined | null): T {
  if (raw === undefined || raw === null) return definition.defaultValue;
  const value = definition.parse(raw);
  return value === undefined ? definition.defaultValue : value;
}

export const SETTINGS = {
  missionsEnabled: booleanSetting('MissionsEnabled', {
    description: "Missions are offered to players ('true' or 'false'). Missing or unreadable counts as disabled (spec admin §5).",
    defaultValue: false,
  }),
  forceMissionHuntingGround: textSetting('ForceMissionHuntingGround', {
    description: 'Next missions ask for ghosts of this hunting ground: `<regionId>__<groundId>`. Delete the row to stop forcing.',
    defaultValue: '',
  }),
  starterKit: textSetting('StarterKit', {
    description:
      'What a new player gets at activation, as JSON: {"currencies":[{"shortName":"gold","value":500}],"items":[{"itemId":"<uuid>","amount":10}]}. Broken entries are skipped and logged.',
    defaultValue: '',
  }),
  dailyRewardGold: integerSetting('DailyRewardGold', {
    description: 'Gold a player may claim once per UTC day from the home screen; 0 switches the daily reward off.',
    defaultValue: 25,
    min: 0,
    max: 1_000_000,
    seed: true,
  }),
  marketTariffPercent: integerSetting('MarketTariffPercent', {
    description: "Percent of a market sale's gold taken from the seller and destroyed (rounded down per fill).",
    defaultValue: 10,
    min: 0,
    max: 90,
    seed: true,
  }),
  marketMaxOpenOrders: integerSetting('MarketMaxOpenOrders', {
    description: 'Open market orders a player may have at once.',
    defaultValue: 10,
    min: 1,
    max: 100,
    seed: true,
  }),
  marketMaxPrice: integerSetting('MarketMaxPrice', {
    description: 'Highest market price per unit, in gold.',
    defaultValue: 1_000_000,
    min: 1,
    max: 1_000_000_000,
    seed: true,
  }),
  marketMaxAmount: integerSetting('MarketMaxAmount', {
    description: 'Most units in one market order.',
    defaultValue: 10_000,
    min: 1,
    max: 1_000_000,
    seed: true,
  }),
  marketOrderDays: integerSetting('MarketOrderDays', {
    description: 'Days an open market order lives before it expires and its escrow goes back.',
    defaultValue: 7,
    min: 1,
    max: 90,
    seed: true,
  }),
  marketMedianMinPercent: integerSetting('MarketMedianMinPercent', {
    description: "Lowest market price allowed, as a percent of the item's median price of the last 7 days (no trades: no limit).",
    defaultValue: 50,
    min: 1,
    max: 100,
    seed: true,
  }),
  marketMedianMaxPercent: integerSetting('MarketMedianMaxPercent', {
    description: "Highest market price allowed, as a percent of the item's median price of the last 7 days (no trades: no limit).",
    defaultValue: 300,
    min: 100,
    max: 10_000,
    seed: true,
  }),
} as const;

/** Every registered setting, for the back office and the start-up seeding. */
export const SETTING_DEFINITIONS: readonly SettingDefinition<unknown>[] = Object.values(SETTINGS) as SettingDefinition<unknown>[];

/** The description of a key, or undefined for a key nobody registered. */
export function settingDescription(key: string): string | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.key === key)?.description;
}

/** The keys by name (the spec's keys and ours); prefer `SETTINGS` with `readSetting` or the catalogue's typed call. */
export const SETTING_KEYS = {
  missionsEnabled: SETTINGS.missionsEnabled.key,
  forceMissionHuntingGround: SETTINGS.forceMissionHuntingGround.key,
  starterKit: SETTINGS.starterKit.key,
  dailyRewardGold: SETTINGS.dailyRewardGold.key,
} as const;
