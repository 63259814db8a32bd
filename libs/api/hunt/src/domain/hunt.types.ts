/** Inputs and outputs of the hunt engine. All amounts are whole numbers; chances are basis points or percent. */
import { HUNT_RESULT_VALUES } from '@grimhunt/contracts';

/** The engine's results are the spec's hunt result values, defined once in contracts. */
export const HUNT_RESULTS = HUNT_RESULT_VALUES;
export type HuntResult = (typeof HUNT_RESULTS)[number];

export type HuntKind = 'regular' | 'chrono' | 'auto';

export const PROC_NAMES = ['goldenrain', 'xplosion', 'onTheHouse', 'reconstruction', 'leprechaunsLuck', 'doppelgaenger'] as const;
export type ProcName = (typeof PROC_NAMES)[number];

export interface CurrencyAmount {
  name: string;
  value: number;
}

export interface LootRow {
  itemId: string;
  /** Percent, 0-100. */
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

export interface EnemyDef {
  id: string;
  name: string;
  scareFactor: number;
  immuneMysticPower: boolean;
  midnightGhost: boolean;
  nessyGhost: boolean;
  specialGhost: boolean;
  visible: boolean;
  hasPopulation: boolean;
  population: number;
  /** Special ghosts: open window (day/month, optional year) and chance per round in percent. */
  specialWindow: {
    fromDay: number;
    fromMonth: number;
    fromYear: number | null;
    toDay: number;
    toMonth: number;
    toYear: number | null;
    recurring: boolean;
  } | null;
  specialGhostChance: number;
  xp: number;
  currencies: CurrencyAmount[];
  loot: LootRow[];
  /** Items the player must have equipped to catch it (its "special bait"). */
  requiredItemIds: string[];
  /** A monster (enemy type `monster`): caught only with monster plasma equipped; `monsterPower` counts against it. */
  monster?: boolean;
}

export interface HuntingTableDef {
  sequence: number;
  entries: { enemyId: string; rangeMin: number; rangeMax: number }[];
}

export interface GroundDef {
  id: string;
  /** 0 = no cap. */
  rawPowerCap: number;
  /** Percent; 0 = only the global cap of 25. */
  mysticPowerCap: number;
  /** Minutes added to the cooldown. */
  additionalHuntTime: number;
  /** Bait items allowed here; empty = any bait. */
  specialBaitItemIds: string[];
  tables: HuntingTableDef[];
}

/** Equipped consumables besides bait: they work while owned and the hunt uses them up (docs/hunt-mechanics.md §6). */
export const CONSUMABLE_KINDS = ['plasma', 'monsterplasma', 'juice'] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

/** The numeric stats an item adds to a setup (a consumable's count only while it is owned). */
export interface StatTotals {
  power: number;
  /** Percent. */
  mysticPower: number;
  /** Minutes. */
  tsc: number;
  /** Percent. */
  lootChance: number;
  /** Percent more XP on a catch. */
  xpBonus: number;
  /** Percent more gold on a catch. */
  goldBonus: number;
  /** Percent of the roll space taken from its empty top. */
  attraction: number;
  /** Power against monster ghosts, only with monster plasma equipped. */
  monsterPower: number;
}

export interface ConsumableDef {
  itemId: string;
  kind: ConsumableKind;
  /** Owned amount; 0 = used up (then its stats do not count and nothing is consumed). */
  amount: number;
  stats: StatTotals;
}

export interface SetupDef {
  power: number;
  /** Percent. */
  mysticPower: number;
  /** Minutes added to (or, negative, taken from) the cooldown. */
  tsc: number;
  /** Percent added to every loot row's drop chance, proportionally (dropChance × (100 + lootChance) / 100). */
  lootChance: number;
  /** Proc chances in percent, by proc name. */
  procs: Partial<Record<ProcName, number>>;
  /** `LH_<currency>` stats: extra currency on every catch. */
  currencyBonuses: CurrencyAmount[];
  baitItemId: string | null;
  baitAmount: number;
  equippedItemIds: string[];
  /** Ghosts attracted by equipped items (`canAttractEnemyId`). */
  attractEnemyIds: string[];
  hasChronoCrystal: boolean;
  /** Percent more XP on a catch (bait, ID card, ...). */
  xpBonus?: number;
  /** Percent more gold on a catch. */
  goldBonus?: number;
  /** Percent (0-100) of the roll space taken from its empty top: fewer empty rounds, never fewer ghosts. */
  attraction?: number;
  /** Power against monster ghosts (cauldrons, ...): counts only while monster plasma is equipped and owned. */
  monsterPower?: number;
  /** Equipped plasma, monster plasma and juice with their own stats (not included in the totals above). */
  consumables?: ConsumableDef[];
}

export interface PlayerState {
  /** ms since epoch. */
  nextAllowedHuntAt: number;
  chronoCharges: number;
}

export interface HuntInput {
  kind: HuntKind;
  /** ms since epoch (the database clock). */
  now: number;
  seed: number;
  player: PlayerState;
  setup: SetupDef;
  ground: GroundDef;
  /** Every ghost the engine may meet, by id (table ghosts, special ghosts, Nessy ghosts). */
  enemies: ReadonlyMap<string, EnemyDef>;
  /**
   * What-if replays only: the encounter of a recorded hunt (its ghost, how it came, its round). The engine then meets
   * that ghost instead of rolling the encounter; the catch, procs and loot draw from their own streams as before.
   */
  encounter?: { enemyId: string; via: 'special' | 'nessy' | 'table'; rounds: number };
}

export interface LootDrop {
  itemId: string;
  amount: number;
}

/** What decided the catch of the ghost met (docs/hunt-mechanics.md §4): the regular roll (or a certain catch), the mystic second chance, the escape, or missing special bait / monster plasma (no roll). */
export type CatchDecision = 'regular' | 'mystic' | 'escaped' | 'specialBait';

/** The catch of the ghost met, as the engine rolled it: the numbers a player can check (docs/hunt-mechanics.md §4). */
export interface HuntCatchLog {
  /** Power against the ghost: plasma included, monster power for a monster, ground cap applied (for 'specialBait' the setup's capped power). */
  power: number;
  scareFactor: number;
  /** The ghost is a monster (needs monster plasma; monster power counts). */
  monster: boolean;
  /** The regular chance, basis points: 10000 at or above the scare factor, else (power / scare factor)³. */
  regularBp: number;
  /** The capped mystic chance on the rest, basis points (0 for mystic-immune ghosts and certain catches). */
  mysticBp: number;
  /** The whole catch chance, basis points (regular plus mystic on the rest). */
  bp: number;
  decidedBy: CatchDecision;
}

export interface HuntOutcome {
  huntResult: HuntResult;
  /** False when a check refused the hunt: nothing changes. */
  sounded: boolean;
  seed: number;
  kind: HuntKind;
  /** Rounds fought (0 when refused): rounds before the last were empty; the ghost, if any, came in the last (5 empty = NoGhost). */
  rounds: number;
  enemyId: string | null;
  /** How the ghost came: 'special', 'nessy', 'table'. */
  encounter: 'special' | 'nessy' | 'table' | null;
  xp: number;
  currencies: CurrencyAmount[];
  loot: LootDrop[];
  procs: Record<ProcName, boolean>;
  baitUsed: number;
  /** Consumables (plasma, monster plasma, juice) this hunt used up; bait is in `baitUsed`. */
  consumed?: { itemId: string; amount: number }[];
  chronoChargesDelta: number;
  /** ms since epoch; unchanged for refused and chrono hunts. */
  nextAllowedHuntAt: number;
  /** Effective numbers, for the simulator and the journal. */
  effectivePower: number;
  mysticChanceBp: number;
  /** The catch of the ghost met in round `rounds`; null when no ghost came or a check refused the hunt. Not part of the replay digest. */
  catch: HuntCatchLog | null;
}
