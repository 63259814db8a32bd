import { HuntRng } from './hunt-rng';
import { DEFAULT_ATTRACT_CHANCE, MIDNIGHT_HOUR_UTC, ROLL_SPACE, ROUNDS } from './hunt-rules';
import { EnemyDef, GroundDef, HuntInput } from './hunt.types';

// Who a hunt meets: the ghosts present at a moment, the ground's roll tables (precomputed per ground and per set of
// ghosts, cached by object identity: treat them as immutable) and the five rounds of the encounter.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** `month × 100 + day` and the year of a UTC instant. */
function calendarOf(now: number): { year: number; today: number } {
  const d = new Date(now);
  return { year: d.getUTCFullYear(), today: (d.getUTCMonth() + 1) * 100 + d.getUTCDate() };
}

function windowOpen(enemy: EnemyDef, year: number, today: number): boolean {
  const w = enemy.specialWindow;
  if (!w) return false;
  const from = w.fromMonth * 100 + w.fromDay;
  const to = w.toMonth * 100 + w.toDay;
  if (w.recurring || w.fromYear === null || w.toYear === null) {
    return from <= to ? today >= from && today <= to : today >= from || today <= to;
  }
  const stamp = year * 10_000 + today;
  return stamp >= w.fromYear * 10_000 + from && stamp <= w.toYear * 10_000 + to;
}

/** Whether a special ghost's date window is open at `now` (UTC dates; recurring windows ignore the year and may wrap). */
export function specialWindowOpen(enemy: EnemyDef, now: number): boolean {
  const { year, today } = calendarOf(now);
  return windowOpen(enemy, year, today);
}

export function isMidnight(now: number): boolean {
  const hour = Math.floor(now / HOUR_MS) % 24;
  return (hour < 0 ? hour + 24 : hour) === MIDNIGHT_HOUR_UTC;
}

/** Visible and not out of population: what does not depend on the time. */
export function present(enemy: EnemyDef | undefined): enemy is EnemyDef {
  return !!enemy && enemy.visible && !(enemy.hasPopulation && enemy.population <= 0);
}

export function available(enemy: EnemyDef | undefined, midnight: boolean): enemy is EnemyDef {
  return present(enemy) && (!enemy.midnightGhost || midnight);
}

interface PreparedGhosts {
  /** Special ghosts present (visible, in population) with a date window, in map order. */
  specials: EnemyDef[];
  /** The specials whose window is open on `day` (days since the epoch). */
  day: number;
  open: EnemyDef[];
}

export interface PreparedGround {
  enemies: ReadonlyMap<string, EnemyDef>;
  /** Ghosts the tables may name, by index. */
  list: EnemyDef[];
  /** For each roll 0..9999: index into `list` of the first available table entry holding it, or -1 (empty). */
  day: Int32Array | null;
  midnight: Int32Array | null;
  /** Highest rangeMax + 1 over the tables: the part of the roll space that can name a ghost. */
  covered: number;
}

const ghostCache = new WeakMap<ReadonlyMap<string, EnemyDef>, PreparedGhosts>();
const groundCache = new WeakMap<GroundDef, PreparedGround>();

export function prepareGhosts(enemies: ReadonlyMap<string, EnemyDef>): PreparedGhosts {
  let g = ghostCache.get(enemies);
  if (!g) {
    const specials: EnemyDef[] = [];
    for (const enemy of enemies.values()) if (enemy.specialGhost && enemy.specialWindow && present(enemy)) specials.push(enemy);
    g = { specials, day: Number.NaN, open: [] };
    ghostCache.set(enemies, g);
  }
  return g;
}

export function openSpecials(g: PreparedGhosts, now: number): EnemyDef[] {
  if (g.specials.length === 0) return g.open;
  const day = Math.floor(now / DAY_MS);
  if (day !== g.day) {
    const { year, today } = calendarOf(now);
    g.open = g.specials.filter((e) => windowOpen(e, year, today));
    g.day = day;
  }
  return g.open;
}

function sortedTables(ground: GroundDef): GroundDef['tables'] {
  return [...ground.tables].sort((a, b) => a.sequence - b.sequence);
}

export function prepareGround(ground: GroundDef, enemies: ReadonlyMap<string, EnemyDef>): PreparedGround {
  let p = groundCache.get(ground);
  if (!p || p.enemies !== enemies) {
    const list: EnemyDef[] = [];
    let covered = 0;
    for (const table of ground.tables) {
      for (const entry of table.entries) {
        covered = Math.max(covered, Math.min(ROLL_SPACE, Math.floor(entry.rangeMax) + 1));
        const enemy = enemies.get(entry.enemyId);
        if (enemy && !list.includes(enemy)) list.push(enemy);
      }
    }
    p = { enemies, list, day: null, midnight: null, covered };
    groundCache.set(ground, p);
  }
  return p;
}

export function lookupOf(p: PreparedGround, ground: GroundDef, midnight: boolean): Int32Array {
  const existing = midnight ? p.midnight : p.day;
  if (existing) return existing;
  const out = new Int32Array(ROLL_SPACE).fill(-1);
  // The first entry holding a roll wins: fill from the last entry to the first, each overwriting what follows it.
  const entries = sortedTables(ground).flatMap((t) => t.entries);
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    const enemy = p.enemies.get(entry.enemyId);
    if (!available(enemy, midnight) || enemy.specialGhost) continue;
    const lo = Math.max(0, Math.ceil(entry.rangeMin));
    const hi = Math.min(ROLL_SPACE - 1, Math.floor(entry.rangeMax));
    if (lo <= hi) out.fill(p.list.indexOf(enemy), lo, hi + 1);
  }
  if (midnight) p.midnight = out;
  else p.day = out;
  return out;
}

/**
 * The part of the roll space a table roll draws from: all of it, or with attraction (percent, summed on the setup)
 * the top share taken off, never below the part the tables cover (attraction makes fewer empty rounds, never fewer
 * ghosts).
 */
export function rollSpace(prepared: PreparedGround, attractionTotal: number): number {
  const attraction = Math.max(0, Math.min(100, Math.trunc(attractionTotal)));
  return attraction > 0 ? Math.max(1, prepared.covered, Math.floor((ROLL_SPACE * (100 - attraction)) / 100)) : ROLL_SPACE;
}

/** The ghost a hunt met, how it came and in which round (the last round fought); no ghost after five empty rounds. */
export interface Encounter {
  enemy: EnemyDef | null;
  via: 'special' | 'nessy' | 'table' | null;
  rounds: number;
}

/**
 * The encounter: up to five rounds; in each, the open special ghosts by their chance, then the ghosts the setup
 * attracts, then one roll over the tables, all on the `encounter` stream. A what-if replay passes the recorded
 * encounter instead (`input.encounter`), and no encounter roll is drawn.
 */
export function meetGhost(
  input: Pick<HuntInput, 'now' | 'ground' | 'enemies' | 'setup' | 'encounter'>,
  attractionTotal: number,
  rng: HuntRng,
): Encounter {
  const { ground, now, enemies, setup } = input;
  const prepared = prepareGround(ground, enemies);
  const midnight = isMidnight(now);
  const lookup = lookupOf(prepared, ground, midnight);
  const specials = openSpecials(prepareGhosts(enemies), now);
  const attract = setup.attractEnemyIds;
  const space = rollSpace(prepared, attractionTotal);

  let enemy: EnemyDef | null = null;
  let via: 'special' | 'nessy' | 'table' | null = null;
  let rounds = 0;
  const forced = input.encounter;
  if (forced) {
    // A what-if replay: the ghost and round come from the recorded hunt; the other streams draw as they did.
    enemy = enemies.get(forced.enemyId) ?? null;
    via = enemy ? forced.via : null;
    rounds = enemy ? forced.rounds : ROUNDS;
  }
  while (enemy === null && rounds < ROUNDS) {
    rounds++;
    for (let i = 0; i < specials.length; i++) {
      const s = specials[i];
      if (s.midnightGhost && !midnight) continue;
      if (rng.chance('encounter', Math.trunc(s.specialGhostChance * 100))) {
        enemy = s;
        via = 'special';
        break;
      }
    }
    if (enemy) break;
    for (let i = 0; i < attract.length; i++) {
      const a = enemies.get(attract[i]);
      if (!available(a, midnight)) continue;
      const chance = a.specialGhostChance > 0 ? a.specialGhostChance : DEFAULT_ATTRACT_CHANCE;
      if (rng.chance('encounter', Math.trunc(chance * 100))) {
        enemy = a;
        via = 'nessy';
        break;
      }
    }
    if (enemy) break;
    const index = lookup[rng.below('encounter', space)];
    if (index >= 0) {
      enemy = prepared.list[index];
      via = 'table';
    }
  }
  return { enemy, via, rounds };
}
