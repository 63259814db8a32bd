import type { SuccessMessageDto } from '../common/errors';
import type { ClientItemDto } from '../catalogue/catalogue.contracts';
import type { CurrencyEntryDto } from '../identity/identity.contracts';
import type { HuntPartyMemberDto, HuntTakenAlongDto } from '../social/social.contracts';

/**
 * The hunt context: hunting, journal, missions, travel, grimoire (spec player §2-§9) and the admin hunt tools
 * (spec admin §3 "Hunt statistics", "Hunt simulation result", "Loot simulation result"). Decisions where the spec
 * is silent are in docs/hunt-api.md. Every timestamp is milliseconds since the epoch (like getstatus).
 */

/** The hunt context's route strings (relative to `/api`); the spec's casings are contract. */
export const HUNT_ROUTES = {
  /** POST: the regular hunt (home HUNT button). */
  hunt: 'huntrefactored/hunt',
  /** GET: the same regular hunt, one click from anywhere (docs/hunt-api.md). */
  quickhunt: 'Game/quickhunt',
  /** GET: a hunt paid with one chrono crystal charge instead of the cooldown. */
  chronohunt: 'Game/chronohunt',
  /** GET: "coffin hunt": while you rest in your coffin, your retainer hunts (the hourly free auto-hunt, on demand). */
  coffinhunt: 'Game/coffinhunt',
  mission: 'ClientMission',
  journal: 'Journal',
  travelRegions: 'ClientTravel/getregions',
  travelGrounds: 'ClientTravel/GetHuntingGroundsOfRegion/:regionId',
  travel: 'Game/travel',
  grimoire: 'ClientGrimoire/getEnemies/:key',
  adminStatistics: 'admin/hunt/statistics-last-24h',
  adminSimulate: 'admin/hunt/simulate',
  adminSimulateWithLoot: 'admin/hunt/simulate-with-loot',
  /** GET (admin): re-runs the engine on a hunt's stored inputs and tells whether the outcome matches (issue 10). */
  adminReplay: 'admin/hunt/replay/:journalEntryId',
  /** GET: the odds of a hunt with the current setup on the current ground (docs/odds.md). */
  odds: 'huntrefactored/odds',
  /** GET: the best owned combination and saved setup for the current ground, by catch rate and by gold. */
  advisor: 'huntrefactored/advisor',
  /** GET: catches, misses and crowns per ghost. */
  tally: 'huntrefactored/tally',
  /** GET: the whole journal, newest first, filtered by `type` and `enemyId`, paged by `before`. */
  history: 'huntrefactored/history',
  /** GET: one of the player's hunts re-run with one of their saved setups (same ghost; only the catch can change). */
  whatIf: 'huntrefactored/whatif/:journalEntryId/:setupIndex',
} as const;

/** Full paths for clients (`/api/...`). */
export const HUNT_PATHS = {
  hunt: `/api/${HUNT_ROUTES.hunt}`,
  quickhunt: `/api/${HUNT_ROUTES.quickhunt}`,
  chronohunt: `/api/${HUNT_ROUTES.chronohunt}`,
  coffinhunt: `/api/${HUNT_ROUTES.coffinhunt}`,
  mission: `/api/${HUNT_ROUTES.mission}`,
  journal: `/api/${HUNT_ROUTES.journal}`,
  travelRegions: `/api/${HUNT_ROUTES.travelRegions}`,
  travelGrounds: (regionId: string) => `/api/ClientTravel/GetHuntingGroundsOfRegion/${encodeURIComponent(regionId)}`,
  travel: `/api/${HUNT_ROUTES.travel}`,
  grimoire: (huntingGroundOrSpecialKey: string) => `/api/ClientGrimoire/getEnemies/${encodeURIComponent(huntingGroundOrSpecialKey)}`,
  adminStatistics: `/api/${HUNT_ROUTES.adminStatistics}`,
  adminSimulate: `/api/${HUNT_ROUTES.adminSimulate}`,
  adminSimulateWithLoot: `/api/${HUNT_ROUTES.adminSimulateWithLoot}`,
  odds: `/api/${HUNT_ROUTES.odds}`,
  advisor: `/api/${HUNT_ROUTES.advisor}`,
  tally: `/api/${HUNT_ROUTES.tally}`,
  history: `/api/${HUNT_ROUTES.history}`,
  whatIf: (journalEntryId: string, setupIndex: number) =>
    `/api/huntrefactored/whatif/${encodeURIComponent(journalEntryId)}/${encodeURIComponent(String(setupIndex))}`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec player §4, §9)

/** Hunt result values (spec player §4). */
export const HUNT_RESULT_VALUES = [
  'SuccessRegular',
  'SuccessMystic',
  'NoBait',
  'NoGhost',
  'NoSpecialBait',
  'GhostTooPowerful',
  'OnCooldown',
  'NoChronoChargesLeft',
  'WrongBait',
] as const;
export type HuntResultValue = (typeof HUNT_RESULT_VALUES)[number];

export function isHuntSuccess(result: HuntResultValue | string | null | undefined): boolean {
  return result === 'SuccessRegular' || result === 'SuccessMystic';
}

/** Results refused by a check before any roll: nothing changed, nothing was written to the journal. */
export const REFUSED_HUNT_RESULTS: readonly HuntResultValue[] = ['OnCooldown', 'NoChronoChargesLeft', 'NoBait', 'WrongBait'];

/** Journal texts of the hunt outcomes (spec player §8), and of a catch (ours). `{enemy}` is the ghost's name. */
export const HUNT_MESSAGES: Record<HuntResultValue, string> = {
  SuccessRegular: 'You caught {enemy}!',
  SuccessMystic: 'Your mystic power bound {enemy}!',
  NoGhost: 'You could not attract any Ghost.',
  NoBait: 'Buy & Equip new Bait!',
  NoSpecialBait: 'Buy & Equip new Special Bait!',
  GhostTooPowerful: 'the Ghost was too powerful for you',
  OnCooldown: 'Your Trap is on cooldown.',
  NoChronoChargesLeft: 'All Chrono Crystal charges used.',
  WrongBait: 'In the current Hunting Ground you need a special bait equipped.',
};

export function huntMessage(result: HuntResultValue, enemyName?: string | null): string {
  return HUNT_MESSAGES[result].replace('{enemy}', enemyName ?? 'a ghost');
}

export const MISSION_MESSAGES = {
  suspended: 'Missions are currently suspended',
  newMissionSoon: 'A new mission will be available soon.',
  completedTitle: 'Mission accomplished',
} as const;

export const COFFIN_MESSAGES = {
  noRetainer: 'You need a retainer to hunt from your coffin.',
  alreadyHunted: 'Your retainer has already hunted this hour.',
} as const;

export const TRAVEL_MESSAGES = {
  travelled: 'You travelled to {ground}.',
  alreadyThere: 'You are already hunting here.',
} as const;

/** Journal entry types (spec player §4). Hunts write 8 (regular), 9 (chrono) and 6 (auto-hunt by the retainer). */
export const JOURNAL_TYPES = {
  travel: 1,
  rankUp: 3,
  missionReward: 4,
  system: 5,
  autoHunt: 6,
  fetch: 7,
  hunt: 8,
  chronoHunt: 9,
} as const;
export type JournalType = (typeof JOURNAL_TYPES)[keyof typeof JOURNAL_TYPES];
/** Types written by a hunt (regular, chrono, auto). */
export const HUNT_JOURNAL_TYPES: readonly number[] = [JOURNAL_TYPES.hunt, JOURNAL_TYPES.chronoHunt, JOURNAL_TYPES.autoHunt];

/** A repeat within this window returns the previous answer (spec player §4, §9). */
export const HUNT_REPEAT_WINDOW_MS = 2000;
/** The client waits this long after a hunt before refreshing (spec player §9). */
export const POST_HUNT_WAIT_MS = 1000;
/** The client refreshes the chrono status at most this often once its timer expired (spec player §4, §9). */
export const CHRONO_REFRESH_THROTTLE_MS = 10_000;
/** One chrono crystal charge comes back per period (docs/hunt-api.md). */
export const CHRONO_RECHARGE_MS = 60 * 60_000;
/** The retainer's free auto-hunt: at most one per clock hour (UTC). */
export const AUTO_HUNT_PERIOD_MS = 60 * 60_000;
/** Missed hours an auto-hunt is made up for when the player comes back. */
export const AUTO_HUNT_MAX_CATCH_UP = 24;
/** Stat short name that makes an equipped item a retainer (free hourly auto-hunt). */
export const RETAINER_STAT = 'retainer';
/** Stat short name of the chrono crystal's charges (spec player §3). */
export const CHRONO_CHARGES_STAT = 'CCC';
/** Journal entries answered by GET /api/Journal (newest first). */
export const JOURNAL_PAGE_SIZE = 50;
/** Missions last this long; the next one starts after a pause (docs/hunt-api.md). */
export const MISSION_DURATION_MS = 24 * 60 * 60_000;
export const MISSION_PAUSE_MS = 60 * 60_000;
/** Admin simulator (spec admin §5, §9). */
export const SIMULATION_MIN_HUNTS = 1;
export const SIMULATION_MAX_HUNTS = 100;
export const SIMULATION_DEFAULT_HUNTS = 10;
/** Name display limit of the hunt header (spec player §9). */
export const NAME_DISPLAY_LIMIT = 14;

/** Pseudo-regions of the grimoire (spec player §2): keys of `ClientGrimoire/getEnemies/{key}` besides ground ids. */
export const GRIMOIRE_PSEUDO_REGIONS = [
  { id: 'nessy', name: 'Nessy Ghosts', sequence: 1000 },
  { id: 'special', name: 'Special Ghosts', sequence: 1001 },
  { id: 'rainbow', name: 'Rainbow Ghosts', sequence: 1002 },
  { id: 'secret', name: 'Secret Ghosts', sequence: 1003 },
  { id: 'monster', name: 'Monsters', sequence: 1004 },
  { id: 'enigma', name: 'Enigmas', sequence: 1005 },
] as const;
export type GrimoirePseudoRegion = (typeof GRIMOIRE_PSEUDO_REGIONS)[number]['id'];
/** Real region ids are UUIDs (24+ characters); shorter ids are pseudo-regions (spec player §3). */
export function isPseudoRegionId(id: string): boolean {
  return id.length < 24;
}

/** Stable error codes of the hunt (DESIGN §2). */
export const HUNT_ERROR_CODES = {
  NOT_FOUND: 'HUNT.NOT_FOUND',
  GROUND_NOT_FOUND: 'HUNT.GROUND_NOT_FOUND',
  TRAVEL_XP_REQUIRED: 'HUNT.TRAVEL_XP_REQUIRED',
  TRAVEL_KEY_REQUIRED: 'HUNT.TRAVEL_KEY_REQUIRED',
  TRAVEL_BAIT_REQUIRED: 'HUNT.TRAVEL_BAIT_REQUIRED',
  TRAVEL_NOT_ENOUGH_GOLD: 'HUNT.TRAVEL_NOT_ENOUGH_GOLD',
  INVALID_SIMULATION: 'HUNT.INVALID_SIMULATION',
  NO_RETAINER: 'HUNT.NO_RETAINER',
  REPLAY_NOT_FOUND: 'HUNT.REPLAY_NOT_FOUND',
  INVALID_JOURNAL_ID: 'HUNT.INVALID_JOURNAL_ID',
  INVALID_HISTORY_FILTER: 'HUNT.INVALID_HISTORY_FILTER',
  INVALID_SETUP_INDEX: 'HUNT.INVALID_SETUP_INDEX',
  WHATIF_NO_GHOST: 'HUNT.WHATIF_NO_GHOST',
} as const;

/** What the engine decided in one hunt, as a replay compares it. */
export interface HuntReplayOutcomeDto {
  huntResult: string;
  sounded: boolean;
  rounds: number;
  enemyId: string | null;
  encounter: string | null;
  xp: number;
  currencies: { name: string; value: number }[];
  loot: { itemId: string; amount: number }[];
  procs: Record<string, boolean>;
  baitUsed: number;
  consumed: { itemId: string; amount: number }[];
  chronoChargesDelta: number;
  nextAllowedHuntAt: number;
}

/** `GET /api/admin/hunt/replay/{journalEntryId}`: the stored outcome against the engine re-run on the stored inputs. */
export interface HuntReplayDto {
  journalEntryId: string;
  matches: boolean;
  recorded: HuntReplayOutcomeDto;
  replayed: HuntReplayOutcomeDto;
  seed: number;
  kind: string;
  /** The catalogue version the hunt ran on (the replay uses the definitions stored then, not today's). */
  catalogueVersion: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared shapes

/** A short item reference (journal loot, travel requirements). */
export interface HuntItemRefDto {
  id: string;
  name: string;
  imageId: string | null;
  animatedImageId: string | null;
  /** Item type short name. */
  itemType: string | null;
  rarity: { name: string; shortName: string; colorHex: string } | null;
}

/** An enemy as the client sees it (spec player §3 Enemy), without the player-specific parts. */
export interface ClientEnemyDto {
  id: string;
  name: string;
  imageId: string | null;
  animatedImageId: string | null;
  flavorText: string;
  enemyRarity: { name: string; shortName: string; colorHex: string } | null;
  enemyType: { name: string; shortName: string; imageId: string | null; colorHex: string | null } | null;
  midnightGhost: boolean;
  nessyGhost: boolean;
  /** Its enemy type is `gift`. */
  giftGhost: boolean;
  specialGhost: boolean;
  immuneMysticPower: boolean;
  xp: number;
  reward: { currencyEntries: CurrencyEntryDto[] };
}

/** One loot row of a ghost in the grimoire (spec player §3 Enemy.loot). */
export interface EnemyLootRangeDto {
  itemId: string;
  itemName: string;
  itemImageId: string | null;
  amountMin: number;
  amountMax: number;
  /** Percent after the player's loot chance (0-100). */
  dropChance: number;
}

/** `GET /api/ClientGrimoire/getEnemies/{huntingGroundOrSpecialKey}` entries. */
export interface GrimoireEnemyDto extends ClientEnemyDto {
  /** Catches by this player. */
  playerTimesHunted: number;
  /** Catches by every player. */
  globalTimesHunted: number;
  loot: EnemyLootRangeDto[];
  /** The player's chance to catch it once met, with the current setup, percent 0-100 (one decimal), from the engine. */
  catchRate: number;
  /** Why the catch rate is what it is: 'power' (certain), 'mystic', 'immune', 'specialBait' (missing items), 'none'. */
  catchRateReason: 'power' | 'mystic' | 'immune' | 'specialBait' | 'none';
  scareFactor: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Journal (spec player §3 Journal entry, §4 types)

/**
 * `data` of a journal entry. Hunt entries carry huntResult, title, message, reward (JSON text of
 * `{ xp, currencyEntries }`), the proc flags and `LH_<currency>` bonus amounts; travel entries travel_name and
 * travel_imageId; rank-ups newRank_name; mission rewards title, message, reward and progress (JSON text of the
 * objectives).
 */
export interface JournalDataDto {
  huntResult?: HuntResultValue;
  title?: string;
  message?: string;
  /** JSON text: `{"xp":12,"currencyEntries":[{"name":"gold","value":15}]}`. */
  reward?: string;
  /** Mission progress: JSON text of `[{enemyName, caught, goal}]`. */
  progress?: string;
  travel_name?: string;
  travel_imageId?: string | null;
  newRank_name?: string;
  autoHunt?: boolean;
  goldenrain?: boolean;
  xplosion?: boolean;
  onTheHouse?: boolean;
  reconstruction?: boolean;
  leprechaunsLuck?: boolean;
  doppelgaenger?: boolean;
  /** How the ghost came: 'SpecialGhost', 'AttractedGhost', 'HuntingTable'. */
  huntStrategy?: string;
  /** The friend whose sounded hunt took this player along (a party hunt). */
  huntedWith?: { userId: string; name: string };
  /** `LH_<currency short name>`: amount added by the setup's LH_ stats. */
  [lhCurrency: `LH_${string}`]: number | undefined;
}

export interface JournalLootDto {
  item: HuntItemRefDto;
  amount: number;
}

export interface JournalEntryDto {
  id: string;
  type: number;
  timeStamp: number;
  enemy: ClientEnemyDto | null;
  loot: JournalLootDto[];
  data: JournalDataDto;
  /** The hunt's seed (replayable with the engine); null for other entries. */
  seed: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Hunting (spec player §4, §7)

/** The player's hunt timers, as in getstatus. */
export interface HuntTimersDto {
  nextAllowedHuntTimeStamp: number;
  currentTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  /** Charges the equipped crystal holds (its CCC stat); 0 = no crystal equipped. */
  chronocrystalMaxCharges: number;
}

/** How a ghost came in its round, in the engine's order (the names of the admin tools and of `huntStrategy`). */
export type HuntStrategyName = 'SpecialGhost' | 'AttractedGhost' | 'HuntingTable';

/**
 * One round of a sounded hunt (docs/hunt-mechanics.md §2). Rounds end at the first ghost, so every round but the
 * last is empty; five empty rounds are a NoGhost hunt.
 */
export interface HuntRoundDto {
  /** 1..5. */
  round: number;
  /** The ghost met in this round (name from the catalogue, 'a ghost' when it is gone); null: an empty round. */
  enemy: { id: string; name: string } | null;
  /** How the ghost came; null for an empty round. */
  strategy: HuntStrategyName | null;
}

/** What decided a catch: the regular roll (or a certain catch), the mystic second chance, the escape, or missing special bait / monster plasma (no roll). */
export type HuntCatchDecision = 'regular' | 'mystic' | 'escaped' | 'specialBait';

/** The catch of the ghost met, with the engine's numbers (docs/hunt-mechanics.md §4; chances in basis points). */
export interface HuntCatchDto {
  /** Power against the ghost: plasma included, monster power for a monster, after the ground's cap. */
  power: number;
  scareFactor: number;
  /** A monster: caught only with monster plasma equipped. */
  monster: boolean;
  /** The regular chance: 10000 at or above the scare factor, else (power / scare factor)³. */
  regularBp: number;
  /** The capped mystic chance on the rest (0 when immune or certain). */
  mysticBp: number;
  /** The whole chance: regularBp + (10000 - regularBp) × mysticBp / 10000, rounded down. */
  chanceBp: number;
  decidedBy: HuntCatchDecision;
}

/** Answer of every hunt route (POST huntrefactored/hunt, GET Game/quickhunt|chronohunt|coffinhunt). */
export interface HuntAnswerDto extends HuntTimersDto {
  huntResult: HuntResultValue;
  /** True for SuccessRegular and SuccessMystic. */
  success: boolean;
  /** The journal text of the result (spec player §8). */
  message: string;
  /** The entry this hunt wrote; null when a check refused the hunt (nothing changed). */
  journalEntry: JournalEntryDto | null;
  /** Other entries written with it (rank-up, mission reward, pending auto-hunts), oldest first. */
  extraEntries: JournalEntryDto[];
  /** The player's xp after the hunt. */
  xp: number;
  /** True when this is the stored answer of a hunt made less than 2 s before. */
  cached: boolean;
  /** The rounds of the hunt, 1..n (docs/hunt-api.md "Rounds and catch"); empty when a check refused it. */
  rounds: HuntRoundDto[];
  /** The catch of the ghost of the last round; null when no ghost came or the hunt was refused. */
  catch: HuntCatchDto | null;
  /** Friends this hunt took along (a manual hunt with the party; docs/social.md); empty otherwise. */
  party: HuntPartyMemberDto[];
  /** Refused OnCooldown because a friend's hunt took this player along: who and when (`journalEntry` is that hunt). */
  takenAlong: HuntTakenAlongDto | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Missions (spec player §3 Mission, §4)

export type MissionState = 'active' | 'waiting' | 'suspended' | 'none';

export interface MissionObjectiveDto {
  enemy: ClientEnemyDto;
  caught: number;
  goal: number;
}

/** `GET /api/ClientMission`. */
export interface MissionDto {
  state: MissionState;
  /** Spelled so (spec player §3). Null when there is no mission. */
  startTimstamp: number | null;
  endTimestamp: number | null;
  objectives: MissionObjectiveDto[];
  reward: { currencyEntries: CurrencyEntryDto[] };
  missionsDisabled: boolean;
  currentTimeStamp: number;
  huntingGround: { id: string; name: string } | null;
  /** The text to show for suspended / none. */
  message: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Travel (spec player §2 Travel, §3 Hunting ground / Region)

/** `GET /api/ClientTravel/getregions` entries (visible regions, by sequence). */
export interface ClientRegionDto {
  id: string;
  name: string;
  sequence: number;
  imageId: string | null;
  animatedImageId: string | null;
  xpReqired: number;
  key: HuntItemRefDto | null;
}

/** `GET /api/ClientTravel/GetHuntingGroundsOfRegion/{regionId}` entries (visible grounds, by sequence). */
export interface ClientHuntingGroundDto {
  id: string;
  regionId: string;
  name: string;
  flavorText: string;
  imageId: string | null;
  animatedImageId: string | null;
  sequence: number;
  /** Spelled so (spec player §3). */
  xpReqired: number;
  travelCost: number;
  /** The player paid the travel cost before (shown as PAID). */
  isVisited: boolean;
  /** The player's current ground. */
  isCurrent: boolean;
  key: ClientItemDto | null;
  specialBaitItem: ClientItemDto[];
  /** The currency of the travel cost. */
  currency: CurrencyEntryDto;
  additionalHuntTime: number;
}

/** `POST /api/Game/travel` (form). */
export interface TravelBody {
  newHuntingGroundId: string;
}
export interface TravelAnswerDto extends SuccessMessageDto {
  currentHuntingGround: { id: string; name: string; regionId: string };
  /** The type 1 entry; null when the player was already there. */
  journalEntry: JournalEntryDto | null;
  /** Travel cost paid by this call (0 when visited before). */
  paid: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Admin (spec admin §3, §7)

/** `POST /api/admin/hunt/simulate` and `simulate-with-loot` (JSON). */
export interface HuntSimulationRequest {
  userId: string;
  /** 1-100 (default 10). */
  count: number;
  options?: Record<string, unknown>;
}

export interface HuntSimulationDetailDto {
  isSuccess: boolean;
  /** Enemy name, or null when no ghost came. */
  enemy: string | null;
  /** 'SpecialGhost' | 'AttractedGhost' | 'HuntingTable' | 'None'. */
  strategyName: string;
  /** 1 special, 2 attracted, 3 table, 0 none (the engine's order). */
  strategyPriority: number;
  /** The hunt result when not a success, else null. */
  failureReason: HuntResultValue | null;
}

/**
 * Hunt simulation result: success = caught; missed = a ghost came and escaped (GhostTooPowerful, NoSpecialBait);
 * failed = no ghost or refused (NoGhost, NoBait, WrongBait, ...).
 */
export interface HuntSimulationResultDto {
  total: number;
  success: number;
  missed: number;
  failed: number;
  /** Ghost name -> times met. */
  enemies: Record<string, number>;
  details: HuntSimulationDetailDto[];
}

export interface LootSimulationJournalDto {
  type: number;
  enemy: string | null;
  huntResult: HuntResultValue;
  huntStrategy: string;
  huntStrategyPriority: number;
  /** Procs that fired: goldenrain, xplosion, ... */
  specialEffects: string[];
  currencies: { name: string; value: number }[];
  loot: { itemName: string; amount: number }[];
  xp: number;
}
export interface LootSimulationDetailDto {
  huntNumber: number;
  journals: LootSimulationJournalDto[];
}
export interface LootSimulationResultDto {
  totalHunts: number;
  totalJournals: number;
  /** Item name -> total amount. */
  lootSummary: Record<string, number>;
  /** Currency short name -> total amount. */
  currencySummary: Record<string, number>;
  /** Ghost name -> times caught. */
  enemySummary: Record<string, number>;
  details: LootSimulationDetailDto[];
}

/**
 * `GET /api/admin/hunt/statistics-last-24h`, from the journal (regular, chrono and auto hunts). Maps are
 * name -> count; each `*Percentage` map holds the share of its count in percent, rounded to 2 decimals.
 */
export interface HuntStatisticsDto {
  totalHunts: number;
  totalUsers: number;
  successfulHunts: number;
  failedHunts: number;
  /** Percent, 2 decimals. */
  successRate: number;
  huntResults: Record<string, number>;
  huntResultsPercentage: Record<string, number>;
  /** Ghost name -> times met. */
  ghostsAttracted: Record<string, number>;
  ghostsAttractedPercentage: Record<string, number>;
  /** Ghost name -> times caught. */
  ghostsCaught: Record<string, number>;
  ghostsCaughtPercentage: Record<string, number>;
  huntStrategies: Record<string, number>;
  huntStrategiesPercentage: Record<string, number>;
  /** Item name -> total amount dropped. */
  lootStatistics: Record<string, number>;
  /** Currency short name -> total amount won. */
  currencyStatistics: Record<string, number>;
  /** Window: [from, to] in ms. */
  from: number;
  to: number;
}

/** German texts of the hunt statistics page (spec admin §8). */
export const HUNT_STATISTICS_TEXTS = {
  loading: 'Lade Hunt-Statistiken...',
  loadError: 'Fehler beim Laden der Statistiken:',
  reload: 'Neu laden',
  empty: 'Keine Statistiken verfügbar',
  noData: 'No data available',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The odds, officially (docs/odds.md)

/** Expected amount of an item per hunt (a fraction: 0.25 = one every four hunts). */
export interface ExpectedLootDto {
  item: HuntItemRefDto;
  amount: number;
}

/** One ghost of the ground with the current setup. */
export interface GhostOddsDto {
  enemy: { id: string; name: string; imageId: string | null; rarity: HuntItemRefDto['rarity'] };
  /** How it comes: 'table' (the ground's tables), 'special' (a special ghost's date window), 'nessy' (attracted by an item). */
  via: 'special' | 'nessy' | 'table';
  /** Chance, in basis points, that a hunt meets this ghost (its attraction). */
  attractionBp: number;
  /** Chance, in basis points, to catch it once met (the grimoire's catch rate × 100). */
  catchBp: number;
  catchReason: 'power' | 'mystic' | 'immune' | 'specialBait' | 'none';
  /** Expected per hunt (attraction × catch × the rewards of a catch). */
  gold: number;
  xp: number;
  loot: ExpectedLootDto[];
}

/** `GET /api/huntrefactored/odds`. */
export interface HuntOddsDto {
  ground: { id: string; name: string } | null;
  /** Set when the current setup could not hunt here (no bait, or not the ground's special bait); the odds assume it could. */
  baitProblem: 'NoBait' | 'WrongBait' | null;
  /** Chance, in basis points, of five empty rounds. */
  noGhostBp: number;
  /** Chance, in basis points, that a hunt ends in a catch. */
  catchRateBp: number;
  /** Expected per hunt over every ghost. */
  gold: number;
  xp: number;
  loot: ExpectedLootDto[];
  ghosts: GhostOddsDto[];
}

/** A setup scored on the current ground. */
export interface SetupScoreDto {
  /** The combination cannot hunt here (no bait, or not the ground's special bait). */
  baitProblem: 'NoBait' | 'WrongBait' | null;
  catchRateBp: number;
  /** Expected gold and XP per hunt. */
  gold: number;
  xp: number;
}

export interface SavedSetupScoreDto extends SetupScoreDto {
  /** Zero-based setup index (the equipment panel shows index + 1). */
  index: number;
  active: boolean;
  items: HuntItemRefDto[];
}

/** The advisor's best combination for one goal, and how to put it to work with the existing equipment calls. */
export interface AdvisedSetupDto extends SetupScoreDto {
  items: HuntItemRefDto[];
  /** A saved setup that holds exactly this combination (switch to it), or null. */
  setupIndex: number | null;
  /** Already at work: nothing to do. */
  current: boolean;
  /** Otherwise, in the active setup: unequip these first, then equip these (`game/unequip/{id}`, `game/equip/{id}`). */
  unequip: string[];
  equip: string[];
}

/** `GET /api/huntrefactored/advisor`. */
export interface SetupAdviceDto {
  ground: { id: string; name: string } | null;
  current: SetupScoreDto;
  setups: SavedSetupScoreDto[];
  /** null when no owned combination can hunt here. */
  bestCatch: AdvisedSetupDto | null;
  bestGold: AdvisedSetupDto | null;
}

/** Catches that earn a ghost's crowns. */
export const GHOST_CROWNS = [10, 100, 500, 1000] as const;

/** One ghost the player met, with catches, misses and the crowns earned. */
export interface GhostTallyDto {
  enemy: { id: string; name: string; imageId: string | null; rarity: HuntItemRefDto['rarity'] };
  caught: number;
  /** Met and escaped (too powerful, or its special bait missing). */
  missed: number;
  /** The highest crown reached (0 = none yet). */
  crown: number;
  /** The next crown to reach, or null after the last. */
  nextCrown: number | null;
}

/** `GET /api/huntrefactored/tally`: ghosts met, most caught first. */
export interface GhostTallyPageDto {
  ghosts: GhostTallyDto[];
  crowns: readonly number[];
}

/** Entries per page of the journal history. */
export const HISTORY_PAGE_SIZE = 25;

/** `GET /api/huntrefactored/history?type=&enemyId=&before=`: `type` a journal type, `before` the `next` cursor of the previous page. */
export interface JournalHistoryQuery {
  type?: string;
  enemyId?: string;
  before?: string;
}
export interface JournalHistoryDto {
  entries: JournalEntryDto[];
  /** Cursor of the next (older) page, or null at the end. */
  next: string | null;
}

/** One side of a what-if: the engine's outcome of the hunt with a setup. */
export interface WhatIfSideDto {
  huntResult: HuntResultValue;
  /** The catch chance, basis points (0 without a roll). */
  catchBp: number;
  decidedBy: 'regular' | 'mystic' | 'escaped' | 'specialBait' | null;
  xp: number;
  gold: number;
  loot: JournalLootDto[];
}

/** `GET /api/huntrefactored/whatif/{journalEntryId}/{setupIndex}`: nothing is written. */
export interface WhatIfDto {
  journalEntryId: string;
  setupIndex: number;
  enemy: { id: string; name: string; imageId: string | null };
  recorded: WhatIfSideDto;
  replayed: WhatIfSideDto;
}
