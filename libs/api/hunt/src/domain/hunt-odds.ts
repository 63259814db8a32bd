import { catchChanceBp, CatchReason, setupTotals } from './catch-chance';
import { HuntOdds, huntOdds } from './encounter-odds';
import { dropChanceBp, passGold, passXp, procChance } from './hunt-rewards';
import { baitRefusal, ROLL_SPACE } from './hunt-rules';
import { EnemyDef, HuntInput, SetupDef } from './hunt.types';

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
