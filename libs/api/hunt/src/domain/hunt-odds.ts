import {
  baitRefusal,
  catchChanceBp,
  CatchReason,
  dropChanceBp,
  HuntOdds,
  huntOdds,
  passGold,
  passXp,
  procChance,
  ROLL_SPACE,
  setupTotals,
} from './hunt-engine';
import { EnemyDef, GroundDef, HuntInput, SetupDef } from './hunt.types';

/** Expected amount of one item per hunt. */
export interface ExpectedLoot {
  itemId: string;
  amount: number;
}

/** What one catch of a ghost brings on average with a setup (procs, bonuses and drop chances weighed). */
export interface CatchRewards {
  xp: number;
  gold: number;
  loot: ExpectedLoot[];
}

/** One ghost of the ground: how often the hunt meets it, the chance to catch it then, and what it brings per hunt. */
export interface GhostOddsLine {
  enemyId: string;
  via: 'special' | 'nessy' | 'table';
  /** Probability (0..1) that a hunt meets this ghost this way. */
  met: number;
  catchBp: number;
  reason: CatchReason;
  /** Expected per hunt (met × catch × rewards of a catch). */
  xp: number;
  gold: number;
  loot: ExpectedLoot[];
}

export interface OddsReport {
  /** The hunt would be refused for its bait (none, or not the ground's special bait); the odds assume it were not. */
  baitRefusal: 'NoBait' | 'WrongBait' | null;
  noGhost: number;
  /** Probability (0..1) that a hunt ends in a catch. */
  catchRate: number;
  ghosts: GhostOddsLine[];
  /** Expected per hunt over every ghost. */
  xp: number;
  gold: number;
  loot: ExpectedLoot[];
}

export type OddsInput = Pick<HuntInput, 'now' | 'setup' | 'ground' | 'enemies'>;

function addLoot(into: Map<string, number>, itemId: string, amount: number): void {
  if (amount > 0) into.set(itemId, (into.get(itemId) ?? 0) + amount);
}

/**
 * The average rewards of one catch, from the engine's own reward rules (`passXp`, `passGold`, `dropChanceBp`):
 * each reward pass weighs Xplosion and Golden rain by their chances, Doppelgänger adds a second pass with its chance,
 * and a loot row brings its drop chance times the mean of its amounts.
 */
export function catchRewards(setup: SetupDef, enemy: EnemyDef, totals = setupTotals(setup)): CatchRewards {
  const px = procChance(setup.procs, 'xplosion') / ROLL_SPACE;
  const pg = procChance(setup.procs, 'goldenrain') / ROLL_SPACE;
  const passes = 1 + Math.min(1, procChance(setup.procs, 'doppelgaenger') / ROLL_SPACE);
  const xp = (1 - Math.min(1, px)) * passXp(enemy.xp, totals.xpBonus, false) + Math.min(1, px) * passXp(enemy.xp, totals.xpBonus, true);
  let gold = 0;
  for (const c of enemy.currencies) {
    if (c.name !== 'gold' || c.value <= 0) continue;
    gold +=
      (1 - Math.min(1, pg)) * passGold(c.value, totals.goldBonus, false) + Math.min(1, pg) * passGold(c.value, totals.goldBonus, true);
  }
  for (const b of setup.currencyBonuses) if (b.name === 'gold' && b.value > 0) gold += Math.trunc(b.value);
  const loot = new Map<string, number>();
  for (const row of enemy.loot) {
    const min = Math.max(0, Math.trunc(row.amountMin));
    const max = Math.max(min, Math.trunc(row.amountMax));
    addLoot(loot, row.itemId, (dropChanceBp(row.dropChance, totals.lootChance) / ROLL_SPACE) * ((min + max) / 2));
  }
  return {
    xp: xp * passes,
    gold: gold * passes,
    loot: [...loot].map(([itemId, amount]) => ({ itemId, amount: amount * passes })),
  };
}

/**
 * What decides who a hunt meets (and nothing else): the setup's attraction and the ghosts its items lure. Setups with
 * the same key meet the same ghosts as often, so `huntOdds` of one serves them all.
 */
export function encounterKey(setup: SetupDef): string {
  const attraction = Math.max(0, Math.min(100, Math.trunc(setupTotals(setup).attraction)));
  return `${attraction}|${setup.attractEnemyIds.join(',')}`;
}

/**
 * The odds of a hunt with this setup on this ground at `now`: the engine's `huntOdds` (who is met, how often) and
 * `catchChanceBp` (the catch once met), with the expected XP, gold and loot of each ghost and of the whole hunt.
 * `encounters` may pass `huntOdds` of a setup with the same `encounterKey` (the advisor scores many setups).
 */
export function oddsReport(input: OddsInput, encounters: HuntOdds = huntOdds(input)): OddsReport {
  const odds = encounters;
  const ghosts: GhostOddsLine[] = [];
  const loot = new Map<string, number>();
  let xp = 0;
  let gold = 0;
  let catchRate = 0;
  const totals = setupTotals(input.setup);
  for (const g of odds.ghosts) {
    const enemy = input.enemies.get(g.enemyId)!;
    const chance = catchChanceBp(input.setup, enemy, input.ground);
    const caught = (g.met * chance.bp) / ROLL_SPACE;
    catchRate += caught;
    const rewards = catchRewards(input.setup, enemy, totals);
    const line: GhostOddsLine = {
      enemyId: g.enemyId,
      via: g.via,
      met: g.met,
      catchBp: chance.bp,
      reason: chance.reason,
      xp: caught * rewards.xp,
      gold: caught * rewards.gold,
      loot: rewards.loot.map((l) => ({ itemId: l.itemId, amount: caught * l.amount })),
    };
    for (const l of line.loot) addLoot(loot, l.itemId, l.amount);
    xp += line.xp;
    gold += line.gold;
    ghosts.push(line);
  }
  ghosts.sort((a, b) => b.met - a.met || a.enemyId.localeCompare(b.enemyId));
  return {
    baitRefusal: baitRefusal(input.setup, input.ground),
    noGhost: odds.noGhost,
    catchRate,
    ghosts,
    xp,
    gold,
    loot: [...loot].map(([itemId, amount]) => ({ itemId, amount })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The best-setup advisor

export type AdviceGoal = 'catch' | 'gold';

/** An owned item the advisor may place: its id and the equipment type it fills (`slots` places per setup). */
export interface AdvisorItem {
  itemId: string;
  type: string;
  slots: number;
}

export interface AdvisorInput {
  now: number;
  ground: GroundDef;
  enemies: ReadonlyMap<string, EnemyDef>;
  /** Owned equipment the search may place (always-equipped items are not here: every setup holds them). */
  items: readonly AdvisorItem[];
  /** Owned items of always-equipped types (in every combination). */
  always: readonly string[];
  /** The saved setups' equipment item ids (always-equipped ones excluded), by setup index. */
  setups: readonly { index: number; itemIds: readonly string[] }[];
  /** The engine's setup of a combination of item ids (always-equipped ones included by the caller). */
  setupOf: (itemIds: readonly string[]) => SetupDef;
}

export interface AdvisorScore {
  /** The hunt would be refused for its bait: the combination cannot hunt here. */
  baitRefusal: 'NoBait' | 'WrongBait' | null;
  catchRate: number;
  gold: number;
  xp: number;
}

export interface AdvisedSetup extends AdvisorScore {
  /** Equipment item ids of the combination (always-equipped ones excluded), sorted. */
  itemIds: string[];
  /** The saved setup that holds exactly this combination, or null. */
  setupIndex: number | null;
}

export interface Advice {
  setups: (AdvisorScore & { index: number; itemIds: string[] })[];
  best: Record<AdviceGoal, AdvisedSetup | null>;
}

/** How many rounds of one-item changes the search makes from each start (it stops earlier when nothing improves). */
export const ADVISOR_MAX_ROUNDS = 8;

/**
 * The most combinations one advice scores, saved setups included (each is one `oddsReport`, a fraction of a
 * millisecond): the search stops changing items once it has scored this many, so a player with a large collection
 * costs the server a few tens of milliseconds at most, not a few hundred.
 */
export const ADVISOR_MAX_SCORED = 60;

function keyOf(itemIds: readonly string[]): string {
  return [...itemIds].sort().join(',');
}

/** Tolerance of float comparisons between two scores (sums of products of probabilities). */
const EPSILON = 1e-9;

/** Positive when `a` is better than `b` for the goal: a setup that can hunt first, then the goal, then the other figure. */
function compare(a: AdvisorScore, b: AdvisorScore, goal: AdviceGoal): number {
  if (!!a.baitRefusal !== !!b.baitRefusal) return a.baitRefusal ? -1 : 1;
  const [a1, a2, b1, b2] = goal === 'catch' ? [a.catchRate, a.gold, b.catchRate, b.gold] : [a.gold, a.catchRate, b.gold, b.catchRate];
  if (Math.abs(a1 - b1) > EPSILON * Math.max(1, Math.abs(b1))) return a1 - b1;
  if (Math.abs(a2 - b2) > EPSILON * Math.max(1, Math.abs(b2))) return a2 - b2;
  return 0;
}

/**
 * Which owned combination hunts best on this ground, for the catch rate or the gold per hunt. Every saved setup is
 * scored with `oddsReport`; then, from the best saved setup for each goal, the search changes one item at a time
 * (add an owned item to a free place of its type, or swap it for one of its type) and keeps the best change, until no
 * change helps or ADVISOR_MAX_ROUNDS rounds passed. It keeps each type's places per setup, so every combination it
 * proposes can be equipped. A local search: it finds the best setup reachable by single changes, which for the
 * engine's stats (power, mystic power, bonuses add up) is the best one in practice. The search scores at most
 * ADVISOR_MAX_SCORED combinations in all: past that it keeps the best it found (never worse than the best saved setup).
 */
export function adviseSetups(input: AdvisorInput): Advice {
  const cache = new Map<string, AdvisorScore>();
  const score = (itemIds: readonly string[]): AdvisorScore => {
    const key = keyOf(itemIds);
    let s = cache.get(key);
    if (!s) {
      const report = oddsReport({
        now: input.now,
        ground: input.ground,
        enemies: input.enemies,
        setup: input.setupOf([...itemIds, ...input.always]),
      });
      s = { baitRefusal: report.baitRefusal, catchRate: report.catchRate, gold: report.gold, xp: report.xp };
      cache.set(key, s);
    }
    return s;
  };
  /** The combination's score if it was scored already or fewer than `limit` were, else null (not considered). */
  const scoreWithin = (itemIds: readonly string[], limit: number): AdvisorScore | null =>
    cache.has(keyOf(itemIds)) || cache.size < limit ? score(itemIds) : null;
  const typeOf = new Map(input.items.map((i) => [i.itemId, i]));
  const known = (ids: readonly string[]) => ids.filter((id) => typeOf.has(id)).sort();
  const setups = input.setups.map((s) => ({ index: s.index, itemIds: known(s.itemIds), ...score(known(s.itemIds)) }));

  const neighbours = (current: string[]): string[][] => {
    const out: string[][] = [];
    for (const candidate of input.items) {
      if (current.includes(candidate.itemId)) continue;
      const same = current.filter((id) => typeOf.get(id)!.type === candidate.type);
      if (same.length < candidate.slots) out.push([...current, candidate.itemId]);
      for (const old of same) out.push([...current.filter((id) => id !== old), candidate.itemId]);
    }
    return out;
  };

  const best = {} as Record<AdviceGoal, AdvisedSetup | null>;
  const goals = ['catch', 'gold'] as const;
  for (const [g, goal] of goals.entries()) {
    // Each goal's search gets an even share of what the cap leaves.
    const limit = cache.size + Math.floor(Math.max(0, ADVISOR_MAX_SCORED - cache.size) / (goals.length - g));
    const starts = [...setups].sort((a, b) => compare(b, a, goal) || a.index - b.index);
    let current = starts.length > 0 ? starts[0].itemIds : [];
    for (let round = 0; round < ADVISOR_MAX_ROUNDS; round++) {
      let next: string[] | null = null;
      let nextScore = score(current);
      for (const candidate of neighbours(current)) {
        const s = scoreWithin(candidate, limit);
        if (s && compare(s, nextScore, goal) > 0) {
          next = candidate;
          nextScore = s;
        }
      }
      if (!next) break;
      current = next;
    }
    const s = score(current);
    const itemIds = [...current].sort();
    const saved = setups.find((x) => keyOf(x.itemIds) === keyOf(itemIds));
    best[goal] = s.baitRefusal ? null : { ...s, itemIds, setupIndex: saved ? saved.index : null };
  }
  return { setups, best };
}
