import { isHuntSuccess } from '@grimhunt/contracts';
import { strategyOf } from './catalogue-defs';
import { HuntOutcome, HuntResult, PROC_NAMES } from './hunt.types';

/** N simulated hunts summed: successes caught, missed ghosts escaped, failures met none or were refused. */
export interface SimulationSummary {
  total: number;
  success: number;
  missed: number;
  failed: number;
  /** Ghost name -> times met. */
  enemies: Record<string, number>;
  details: {
    isSuccess: boolean;
    /** Ghost name, or null when no ghost came. */
    enemy: string | null;
    /** 'SpecialGhost' | 'AttractedGhost' | 'HuntingTable' | 'None'. */
    strategyName: string;
    /** 1 special, 2 attracted, 3 table, 0 none (the engine's order). */
    strategyPriority: number;
    /** The hunt result when not a success, else null. */
    failureReason: HuntResult | null;
  }[];
}

/** The journal entry a simulated hunt would write, names resolved. */
export interface SimulatedJournal {
  type: number;
  enemy: string | null;
  huntResult: HuntResult;
  huntStrategy: string;
  huntStrategyPriority: number;
  /** Procs that fired: goldenrain, xplosion, ... */
  specialEffects: string[];
  currencies: { name: string; value: number }[];
  loot: { itemName: string; amount: number }[];
  xp: number;
}

/** What the journals of N simulated hunts would hold, summed by item, currency and ghost caught. */
export interface LootSimulationSummary {
  totalHunts: number;
  totalJournals: number;
  lootSummary: Record<string, number>;
  currencySummary: Record<string, number>;
  enemySummary: Record<string, number>;
  details: { huntNumber: number; journals: SimulatedJournal[] }[];
}

/** A window's hunt statistics: counts sorted by count, with percentages (2 decimals). */
export interface HuntStatistics {
  totalHunts: number;
  totalUsers: number;
  successfulHunts: number;
  failedHunts: number;
  successRate: number;
  huntResults: Record<string, number>;
  huntResultsPercentage: Record<string, number>;
  ghostsAttracted: Record<string, number>;
  ghostsAttractedPercentage: Record<string, number>;
  ghostsCaught: Record<string, number>;
  ghostsCaughtPercentage: Record<string, number>;
  huntStrategies: Record<string, number>;
  huntStrategiesPercentage: Record<string, number>;
  lootStatistics: Record<string, number>;
  currencyStatistics: Record<string, number>;
  /** Window: [from, to] in ms. */
  from: number;
  to: number;
}

/** Counts as an object sorted by count (descending), then name. */
export function sortedCounts(entries: Iterable<[string, number]>): Record<string, number> {
  const merged = new Map<string, number>();
  for (const [key, count] of entries) merged.set(key, (merged.get(key) ?? 0) + count);
  return Object.fromEntries([...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Each count's share of `total` in percent, 2 decimals, in the order of `counts`. */
export function percentages(counts: Record<string, number>, total: number): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, total > 0 ? round2((v * 100) / total) : 0]));
}

export interface SimulatedHunt {
  outcome: HuntOutcome;
  enemyName: string | null;
  /** Loot with item names resolved. */
  loot: { itemName: string; amount: number }[];
}

/** Met a ghost that got away: GhostTooPowerful, NoSpecialBait. */
function missed(outcome: HuntOutcome): boolean {
  return outcome.huntResult === 'GhostTooPowerful' || outcome.huntResult === 'NoSpecialBait';
}

/** Hunt simulation result: success caught, missed escaped, failed no ghost or refused. */
export function summariseSimulation(hunts: readonly SimulatedHunt[]): SimulationSummary {
  const enemies: [string, number][] = [];
  let success = 0;
  let miss = 0;
  const details = hunts.map(({ outcome, enemyName }) => {
    const ok = isHuntSuccess(outcome.huntResult);
    if (ok) success++;
    else if (missed(outcome)) miss++;
    if (enemyName) enemies.push([enemyName, 1]);
    const strategy = strategyOf(outcome.encounter);
    return {
      isSuccess: ok,
      enemy: enemyName,
      strategyName: strategy.name,
      strategyPriority: strategy.priority,
      failureReason: ok ? null : outcome.huntResult,
    };
  });
  return { total: hunts.length, success, missed: miss, failed: hunts.length - success - miss, enemies: sortedCounts(enemies), details };
}

/** Loot simulation result: what the journals of these hunts would hold, summed. */
export function summariseLootSimulation(hunts: readonly SimulatedHunt[], journalType: number): LootSimulationSummary {
  const loot: [string, number][] = [];
  const currencies: [string, number][] = [];
  const caught: [string, number][] = [];
  let totalJournals = 0;
  const details = hunts.map(({ outcome, enemyName, loot: drops }, i) => {
    const journals: SimulatedJournal[] = [];
    if (outcome.sounded) {
      totalJournals++;
      const strategy = strategyOf(outcome.encounter);
      journals.push({
        type: journalType,
        enemy: enemyName,
        huntResult: outcome.huntResult,
        huntStrategy: strategy.name,
        huntStrategyPriority: strategy.priority,
        specialEffects: PROC_NAMES.filter((p) => outcome.procs[p]),
        currencies: outcome.currencies.map((c) => ({ name: c.name, value: c.value })),
        loot: drops,
        xp: outcome.xp,
      });
      for (const c of outcome.currencies) currencies.push([c.name, c.value]);
      for (const d of drops) loot.push([d.itemName, d.amount]);
      if (isHuntSuccess(outcome.huntResult) && enemyName) caught.push([enemyName, 1]);
    }
    return { huntNumber: i + 1, journals };
  });
  return {
    totalHunts: hunts.length,
    totalJournals,
    lootSummary: sortedCounts(loot),
    currencySummary: sortedCounts(currencies),
    enemySummary: sortedCounts(caught),
    details,
  };
}

/** Aggregates of the last 24 h of hunt journal entries, names resolved. */
export interface StatisticsInput {
  totalHunts: number;
  totalUsers: number;
  successfulHunts: number;
  huntResults: [string, number][];
  ghostsAttracted: [string, number][];
  ghostsCaught: [string, number][];
  huntStrategies: [string, number][];
  loot: [string, number][];
  currencies: [string, number][];
  from: number;
  to: number;
}

/** Hunt statistics: maps sorted by count, the first four with percentages (2 decimals). */
export function buildStatistics(input: StatisticsInput): HuntStatistics {
  const huntResults = sortedCounts(input.huntResults);
  const ghostsAttracted = sortedCounts(input.ghostsAttracted);
  const ghostsCaught = sortedCounts(input.ghostsCaught);
  const huntStrategies = sortedCounts(input.huntStrategies);
  const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
  return {
    totalHunts: input.totalHunts,
    totalUsers: input.totalUsers,
    successfulHunts: input.successfulHunts,
    failedHunts: input.totalHunts - input.successfulHunts,
    successRate: input.totalHunts > 0 ? round2((input.successfulHunts * 100) / input.totalHunts) : 0,
    huntResults,
    huntResultsPercentage: percentages(huntResults, input.totalHunts),
    ghostsAttracted,
    ghostsAttractedPercentage: percentages(ghostsAttracted, sum(ghostsAttracted)),
    ghostsCaught,
    ghostsCaughtPercentage: percentages(ghostsCaught, sum(ghostsCaught)),
    huntStrategies,
    huntStrategiesPercentage: percentages(huntStrategies, sum(huntStrategies)),
    lootStatistics: sortedCounts(input.loot),
    currencyStatistics: sortedCounts(input.currencies),
    from: input.from,
    to: input.to,
  };
}
