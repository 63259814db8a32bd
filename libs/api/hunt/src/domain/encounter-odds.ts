import { catchChanceBp, setupTotals } from './catch-chance';
import { available, isMidnight, lookupOf, openSpecials, prepareGhosts, prepareGround, rollSpace } from './encounter-tables';
import { DEFAULT_ATTRACT_CHANCE, ROLL_SPACE, ROUNDS } from './hunt-rules';
import { EnemyDef, HuntInput } from './hunt.types';

// Exact odds of a hunt (for the balance script and estimates): the same tables, lookups and catch chance as the engine.

export interface GhostOdds {
  enemyId: string;
  via: 'special' | 'nessy' | 'table';
  /** Probability (0..1) that the hunt meets this ghost this way. */
  met: number;
  /** The catch chance once met (catchChanceBp). */
  catchBp: number;
}

export interface HuntOdds {
  /** Probability (0..1) of five empty rounds. */
  noGhost: number;
  ghosts: GhostOdds[];
  /** Probability (0..1) that the hunt ends in a catch (regular or mystic). */
  catchRate: number;
}

/**
 * The exact odds of `resolveHunt(input)` over all seeds, before the checks (cooldown, bait): which ghost is met
 * how often (specials, attracted ghosts, then the table roll, over five rounds) and the chance to catch it. Pure; the
 * same precomputed lookups as the engine, so a content change shows here exactly as in the engine.
 */
export function huntOdds(input: Pick<HuntInput, 'now' | 'setup' | 'ground' | 'enemies'>): HuntOdds {
  const { setup, ground, enemies, now } = input;
  const prepared = prepareGround(ground, enemies);
  const midnight = isMidnight(now);
  const lookup = lookupOf(prepared, ground, midnight);
  const space = rollSpace(prepared, setupTotals(setup).attraction);
  const round = new Map<string, { enemy: EnemyDef; via: GhostOdds['via']; p: number }>();
  const add = (enemy: EnemyDef, via: GhostOdds['via'], p: number) => {
    const key = `${via}:${enemy.id}`;
    const row = round.get(key);
    if (row) row.p += p;
    else round.set(key, { enemy, via, p });
  };
  let reach = 1; // probability that this round gets to the next step
  for (const s of openSpecials(prepareGhosts(enemies), now)) {
    if (s.midnightGhost && !midnight) continue;
    const p = Math.max(0, Math.min(ROLL_SPACE, Math.trunc(s.specialGhostChance * 100))) / ROLL_SPACE;
    add(s, 'special', reach * p);
    reach *= 1 - p;
  }
  for (const id of setup.attractEnemyIds) {
    const a = enemies.get(id);
    if (!available(a, midnight)) continue;
    const chance = a.specialGhostChance > 0 ? a.specialGhostChance : DEFAULT_ATTRACT_CHANCE;
    const p = Math.max(0, Math.min(ROLL_SPACE, Math.trunc(chance * 100))) / ROLL_SPACE;
    add(a, 'nessy', reach * p);
    reach *= 1 - p;
  }
  const counts = new Map<number, number>();
  let empty = 0;
  for (let r = 0; r < space; r++) {
    const index = lookup[r];
    if (index < 0) empty++;
    else counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  for (const [index, n] of counts) add(prepared.list[index], 'table', (reach * n) / space);
  const emptyRound = (reach * empty) / space;
  const noGhost = emptyRound ** ROUNDS;
  // A ghost met in round k: k - 1 empty rounds before it.
  const spread = emptyRound >= 1 ? 0 : (1 - noGhost) / (1 - emptyRound);
  const ghosts: GhostOdds[] = [];
  let catchRate = 0;
  for (const { enemy, via, p } of round.values()) {
    const met = p * spread;
    const catchBp = catchChanceBp(setup, enemy, ground).bp;
    ghosts.push({ enemyId: enemy.id, via, met, catchBp });
    catchRate += (met * catchBp) / ROLL_SPACE;
  }
  return { noGhost, ghosts, catchRate };
}
