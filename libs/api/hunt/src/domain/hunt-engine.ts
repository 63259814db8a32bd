import { HuntRng } from './hunt-rng';
import {
  CatchDecision,
  ConsumableDef,
  CurrencyAmount,
  EnemyDef,
  GroundDef,
  HuntCatchLog,
  HuntInput,
  HuntOutcome,
  HuntResult,
  LootDrop,
  ProcName,
  SetupDef,
  StatTotals,
} from './hunt.types';

export const ROUNDS = 5;
export const ROLL_SPACE = 10_000;
export const BASE_COOLDOWN_MS = 15 * 60_000;
export const MIN_COOLDOWN_MS = 8 * 60_000;
export const LEPRECHAUN_COOLDOWN_MS = 5_000;
export const MYSTIC_CAP_PERCENT = 25;
/** Chance per round of a ghost attracted by an equipped item (when it has no chance of its own), percent. */
export const DEFAULT_ATTRACT_CHANCE = 10;
/** Midnight ghosts walk from 00:00 to 00:59 UTC. */
export const MIDNIGHT_HOUR_UTC = 0;
/** Below its scare factor a ghost is caught with (power / scare factor) to this power (docs/hunt-mechanics.md §4). */
export const CATCH_CURVE_EXPONENT = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Cooldown after a sounded regular hunt: 15 min + ground time + setup T/SC, never below 8 min (5 s with Leprechaun's luck). */
export function cooldownMs(additionalHuntTimeMin: number, tscMin: number, leprechaunsLuck: boolean): number {
  if (leprechaunsLuck) return LEPRECHAUN_COOLDOWN_MS;
  return Math.max(MIN_COOLDOWN_MS, BASE_COOLDOWN_MS + Math.trunc(additionalHuntTimeMin) * 60_000 + Math.trunc(tscMin) * 60_000);
}

/** Effective raw power against a ghost: the ground caps it (0 = no cap). */
export function effectivePower(power: number, rawPowerCap: number): number {
  const p = Math.max(0, Math.trunc(power));
  return rawPowerCap > 0 ? Math.min(p, rawPowerCap) : p;
}

/** Mystic catch chance in basis points: min(mysticPower, ground cap, 25) percent. */
export function mysticChanceBp(mysticPower: number, groundCap: number): number {
  const cap = groundCap > 0 ? Math.min(groundCap, MYSTIC_CAP_PERCENT) : MYSTIC_CAP_PERCENT;
  return Math.max(0, Math.min(Math.trunc(mysticPower * 100), cap * 100));
}

/**
 * The regular catch chance in basis points: certain at or above the scare factor, else (power / scare factor)³,
 * in whole basis points: r = ⌊10000·P/S⌋, r² = ⌊r·r/10000⌋, chance = ⌊r²·r/10000⌋. 34 against 35 is 9165.
 */
export function regularCatchBp(power: number, scareFactor: number): number {
  const p = Math.max(0, Math.trunc(power));
  const s = Math.trunc(scareFactor);
  if (p >= s) return ROLL_SPACE;
  const r = Math.floor((p * ROLL_SPACE) / s);
  const r2 = Math.floor((r * r) / ROLL_SPACE);
  return Math.floor((r2 * r) / ROLL_SPACE);
}

/** Drop chance of a loot row in basis points, raised by the setup's loot chance. */
export function dropChanceBp(dropChance: number, lootChance: number): number {
  const base = Math.max(0, Math.min(100, dropChance)) * 100;
  return Math.min(10_000, Math.trunc((base * (100 + Math.max(0, lootChance))) / 100));
}

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
function present(enemy: EnemyDef | undefined): enemy is EnemyDef {
  return !!enemy && enemy.visible && !(enemy.hasPopulation && enemy.population <= 0);
}

function available(enemy: EnemyDef | undefined, midnight: boolean): enemy is EnemyDef {
  return present(enemy) && (!enemy.midnightGhost || midnight);
}

// ---------------------------------------------------------------------------------------------------------------
// Setup totals and the catch chance

export type Totals = StatTotals & { monsterPlasma: boolean };

/** The setup's stats with the consumables still owned added (monster power only with monster plasma). */
export function setupTotals(setup: Omit<CatchSetup, 'equippedItemIds'>): Totals {
  return totalsOf(setup);
}

function totalsOf(setup: Omit<CatchSetup, 'equippedItemIds'>): Totals {
  const t: Totals = {
    power: setup.power,
    mysticPower: setup.mysticPower,
    tsc: setup.tsc ?? 0,
    lootChance: setup.lootChance ?? 0,
    xpBonus: setup.xpBonus ?? 0,
    goldBonus: setup.goldBonus ?? 0,
    attraction: setup.attraction ?? 0,
    monsterPower: setup.monsterPower ?? 0,
    monsterPlasma: false,
  };
  const consumables = setup.consumables;
  if (consumables) {
    for (let i = 0; i < consumables.length; i++) {
      const c = consumables[i];
      if (c.amount <= 0) continue;
      const s = c.stats;
      t.power += s.power;
      t.mysticPower += s.mysticPower;
      t.tsc += s.tsc;
      t.lootChance += s.lootChance;
      t.xpBonus += s.xpBonus;
      t.goldBonus += s.goldBonus;
      t.attraction += s.attraction;
      t.monsterPower += s.monsterPower;
      if (c.kind === 'monsterplasma') t.monsterPlasma = true;
    }
  }
  if (!t.monsterPlasma) t.monsterPower = 0;
  return t;
}

export type CatchReason = 'power' | 'mystic' | 'immune' | 'specialBait' | 'none';

export interface CatchChance {
  /** Chance to catch the met ghost, basis points: regular or mystic. */
  bp: number;
  /** The regular (power) part of `bp`. */
  regularBp: number;
  /** 'power': certain by power; 'mystic': only mystic power can catch it; 'immune': below the scare factor and immune to mystic power; 'specialBait': needs items (or monster plasma) not equipped; 'none': below the scare factor (the curve, maybe with mystic power). */
  reason: CatchReason;
  /** Power against this ghost (plasma and, for a monster, monster power included; ground cap applied). */
  power: number;
  /** The capped mystic chance that applies (0 for immune ghosts). */
  mysticBp: number;
}

export type CatchSetup = Pick<SetupDef, 'power' | 'mysticPower' | 'equippedItemIds'> &
  Partial<Pick<SetupDef, 'tsc' | 'lootChance' | 'xpBonus' | 'goldBonus' | 'attraction' | 'monsterPower' | 'consumables'>>;
export type CatchEnemy = Pick<EnemyDef, 'scareFactor' | 'immuneMysticPower' | 'requiredItemIds'> & Partial<Pick<EnemyDef, 'monster'>>;
export type CatchGround = Pick<GroundDef, 'rawPowerCap' | 'mysticPowerCap'>;

function catchWith(t: Totals, equippedItemIds: readonly string[], enemy: CatchEnemy, ground: CatchGround): CatchChance {
  const required = enemy.requiredItemIds;
  for (let i = 0; i < required.length; i++) {
    if (!equippedItemIds.includes(required[i])) return { bp: 0, regularBp: 0, reason: 'specialBait', power: 0, mysticBp: 0 };
  }
  const monster = enemy.monster === true;
  if (monster && !t.monsterPlasma) return { bp: 0, regularBp: 0, reason: 'specialBait', power: 0, mysticBp: 0 };
  const power = effectivePower(monster ? t.power + t.monsterPower : t.power, ground.rawPowerCap);
  const regularBp = regularCatchBp(power, enemy.scareFactor);
  if (regularBp >= ROLL_SPACE) return { bp: ROLL_SPACE, regularBp, reason: 'power', power, mysticBp: 0 };
  if (enemy.immuneMysticPower) return { bp: regularBp, regularBp, reason: 'immune', power, mysticBp: 0 };
  const mysticBp = mysticChanceBp(t.mysticPower, ground.mysticPowerCap);
  const bp = regularBp + Math.floor(((ROLL_SPACE - regularBp) * mysticBp) / ROLL_SPACE);
  return { bp, regularBp, reason: mysticBp > 0 && regularBp === 0 ? 'mystic' : 'none', power, mysticBp };
}

/**
 * THE catch chance of a met ghost with this setup on this ground, in basis points: the engine rolls against it and
 * every estimate (grimoire, simulator, balance script) shows it. Certain at or above the scare factor; below it
 * (power / scare factor)³, plus the capped mystic chance on the rest unless the ghost is immune; 0 when the ghost
 * needs items the setup lacks, or is a monster and no monster plasma is equipped (docs/hunt-mechanics.md §3-§4).
 */
export function catchChanceBp(setup: CatchSetup, enemy: CatchEnemy, ground: CatchGround): CatchChance {
  return catchWith(totalsOf(setup), setup.equippedItemIds, enemy, ground);
}

// ---------------------------------------------------------------------------------------------------------------
// Precomputed per ground and per set of ghosts (cached by object identity: treat them as immutable)

interface PreparedGhosts {
  /** Special ghosts present (visible, in population) with a date window, in map order. */
  specials: EnemyDef[];
  /** The specials whose window is open on `day` (days since the epoch). */
  day: number;
  open: EnemyDef[];
}

interface PreparedGround {
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

function prepareGhosts(enemies: ReadonlyMap<string, EnemyDef>): PreparedGhosts {
  let g = ghostCache.get(enemies);
  if (!g) {
    const specials: EnemyDef[] = [];
    for (const enemy of enemies.values()) if (enemy.specialGhost && enemy.specialWindow && present(enemy)) specials.push(enemy);
    g = { specials, day: Number.NaN, open: [] };
    ghostCache.set(enemies, g);
  }
  return g;
}

function openSpecials(g: PreparedGhosts, now: number): EnemyDef[] {
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

function prepareGround(ground: GroundDef, enemies: ReadonlyMap<string, EnemyDef>): PreparedGround {
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

function lookupOf(p: PreparedGround, ground: GroundDef, midnight: boolean): Int32Array {
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

// ---------------------------------------------------------------------------------------------------------------
// The hunt

function noProcs(): Record<ProcName, boolean> {
  return { goldenrain: false, xplosion: false, onTheHouse: false, reconstruction: false, leprechaunsLuck: false, doppelgaenger: false };
}

function refused(input: HuntInput, huntResult: HuntResult): HuntOutcome {
  return {
    huntResult,
    sounded: false,
    seed: input.seed,
    kind: input.kind,
    rounds: 0,
    enemyId: null,
    encounter: null,
    xp: 0,
    currencies: [],
    loot: [],
    procs: noProcs(),
    baitUsed: 0,
    consumed: [],
    chronoChargesDelta: 0,
    nextAllowedHuntAt: input.player.nextAllowedHuntAt,
    effectivePower: 0,
    mysticChanceBp: 0,
    catch: null,
  };
}

function addCurrency(into: CurrencyAmount[], name: string, value: number): void {
  for (let i = 0; i < into.length; i++) {
    if (into[i].name === name) {
      into[i].value += value;
      return;
    }
  }
  into.push({ name, value });
}

function rollLoot(enemy: EnemyDef, lootChance: number, rng: HuntRng, into: LootDrop[]): void {
  const rows = enemy.loot;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!rng.chance('loot', dropChanceBp(row.dropChance, lootChance))) continue;
    const min = Math.max(0, Math.trunc(row.amountMin));
    const amount = rng.between('loot', min, Math.max(min, Math.trunc(row.amountMax)));
    if (amount <= 0) continue;
    let found = false;
    for (let j = 0; j < into.length; j++) {
      if (into[j].itemId === row.itemId) {
        into[j].amount += amount;
        found = true;
        break;
      }
    }
    if (!found) into.push({ itemId: row.itemId, amount });
  }
}

/** What the hunt used up besides bait: juice on every sounded hunt, plasma on an attempted catch, monster plasma on an attempted catch of a monster. */
function consumedBy(
  consumables: readonly ConsumableDef[] | undefined,
  attempted: boolean,
  monster: boolean,
): { itemId: string; amount: number }[] {
  const out: { itemId: string; amount: number }[] = [];
  if (!consumables) return out;
  for (let i = 0; i < consumables.length; i++) {
    const c = consumables[i];
    if (c.amount <= 0) continue;
    if (c.kind === 'juice' || (attempted && (c.kind === 'plasma' || (c.kind === 'monsterplasma' && monster))))
      out.push({ itemId: c.itemId, amount: 1 });
  }
  return out;
}

/** A proc's chance in basis points (its summed percent on the setup). */
export function procChance(procs: SetupDef['procs'], name: ProcName): number {
  const p = procs[name];
  return p ? Math.trunc(p * 100) : 0;
}

/** XP of one reward pass of a catch: the ghost's XP raised by the XP bonus, ×1.5 with Xplosion. */
export function passXp(enemyXp: number, xpBonus: number, xplosion: boolean): number {
  return Math.trunc((enemyXp * (100 + Math.max(0, Math.trunc(xpBonus))) * (xplosion ? 3 : 2)) / 200);
}

/** Gold of one reward pass of a catch for one gold entry: raised by the gold bonus, ×1.5 with Golden rain. */
export function passGold(value: number, goldBonus: number, goldenrain: boolean): number {
  return Math.trunc((value * (100 + Math.max(0, Math.trunc(goldBonus))) * (goldenrain ? 3 : 2)) / 200);
}

/** Why this setup cannot hunt on this ground for its bait (no bait, or not the ground's special bait), or null. */
export function baitRefusal(
  setup: Pick<SetupDef, 'baitItemId' | 'baitAmount'>,
  ground: Pick<GroundDef, 'specialBaitItemIds'>,
): 'NoBait' | 'WrongBait' | null {
  if (!setup.baitItemId || setup.baitAmount <= 0) return 'NoBait';
  if (ground.specialBaitItemIds.length > 0 && !ground.specialBaitItemIds.includes(setup.baitItemId)) return 'WrongBait';
  return null;
}

/**
 * The hunt: a pure function of its input. Same input and seed, same outcome. It changes nothing; the
 * caller applies the outcome (bait, consumables, rewards, timers, journal) in one transaction. The engine keeps
 * derived data per ground and per ghost map (by object identity), so both must not be edited once built.
 */
export function resolveHunt(input: HuntInput): HuntOutcome {
  const { setup, ground, player, now, kind } = input;
  // Checks before any roll; a refused hunt changes nothing.
  if (kind === 'chrono') {
    if (!setup.hasChronoCrystal || player.chronoCharges <= 0) return refused(input, 'NoChronoChargesLeft');
  } else if (now < player.nextAllowedHuntAt) {
    return refused(input, 'OnCooldown');
  }
  const baitRefused = baitRefusal(setup, ground);
  if (baitRefused) return refused(input, baitRefused);

  const rng = new HuntRng(input.seed);
  const totals = totalsOf(setup);
  const enemies = input.enemies;
  const prepared = prepareGround(ground, enemies);
  const midnight = isMidnight(now);
  const lookup = lookupOf(prepared, ground, midnight);
  const specials = openSpecials(prepareGhosts(enemies), now);
  const attract = setup.attractEnemyIds;
  const attraction = Math.max(0, Math.min(100, Math.trunc(totals.attraction)));
  const space = attraction > 0 ? Math.max(1, prepared.covered, Math.floor((ROLL_SPACE * (100 - attraction)) / 100)) : ROLL_SPACE;

  // Encounter: up to five rounds; open special ghosts by chance, then attracted ghosts, then one roll over the tables.
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

  const chrono = kind === 'chrono' ? -1 : 0;
  const mysticBp = mysticChanceBp(totals.mysticPower, ground.mysticPowerCap);
  const cooldownFrom = (leprechaun: boolean) =>
    // Only a regular hunt starts the cooldown: a chrono hunt pays with a charge, the retainer's auto-hunt is free.
    kind === 'regular' ? now + cooldownMs(ground.additionalHuntTime, totals.tsc, leprechaun) : player.nextAllowedHuntAt;

  if (enemy === null) {
    return {
      huntResult: 'NoGhost',
      sounded: true,
      seed: input.seed,
      kind,
      rounds,
      enemyId: null,
      encounter: null,
      xp: 0,
      currencies: [],
      loot: [],
      procs: noProcs(),
      baitUsed: 0,
      consumed: consumedBy(setup.consumables, false, false),
      chronoChargesDelta: chrono,
      nextAllowedHuntAt: cooldownFrom(false),
      effectivePower: effectivePower(totals.power, ground.rawPowerCap),
      mysticChanceBp: mysticBp,
      catch: null,
    };
  }

  // The same as catchChanceBp(setup, enemy, ground), on the totals already summed.
  const chance = catchWith(totals, setup.equippedItemIds, enemy, ground);
  const monster = enemy.monster === true;
  let huntResult: HuntResult;
  let decidedBy: CatchDecision;
  if (chance.reason === 'specialBait') {
    huntResult = 'NoSpecialBait';
    decidedBy = 'specialBait';
  } else if (chance.bp >= ROLL_SPACE) {
    huntResult = 'SuccessRegular';
    decidedBy = 'regular';
  } else if (chance.bp <= 0) {
    huntResult = 'GhostTooPowerful';
    decidedBy = 'escaped';
  } else {
    const roll = rng.below('catch', ROLL_SPACE);
    if (roll < chance.regularBp) {
      huntResult = 'SuccessRegular';
      decidedBy = 'regular';
    } else if (roll < chance.bp) {
      huntResult = 'SuccessMystic';
      decidedBy = 'mystic';
    } else {
      huntResult = 'GhostTooPowerful';
      decidedBy = 'escaped';
    }
  }
  const power = huntResult === 'NoSpecialBait' ? effectivePower(totals.power, ground.rawPowerCap) : chance.power;
  const caught: HuntCatchLog = {
    power,
    scareFactor: enemy.scareFactor,
    monster,
    regularBp: chance.regularBp,
    mysticBp: chance.mysticBp,
    bp: chance.bp,
    decidedBy,
  };

  if (huntResult === 'NoSpecialBait' || huntResult === 'GhostTooPowerful') {
    const attempted = huntResult === 'GhostTooPowerful';
    return {
      huntResult,
      sounded: true,
      seed: input.seed,
      kind,
      rounds,
      enemyId: enemy.id,
      encounter: via,
      xp: 0,
      currencies: [],
      loot: [],
      procs: noProcs(),
      baitUsed: attempted ? 1 : 0,
      consumed: consumedBy(setup.consumables, attempted, monster),
      chronoChargesDelta: chrono,
      nextAllowedHuntAt: cooldownFrom(false),
      effectivePower: power,
      mysticChanceBp: mysticBp,
      catch: caught,
    };
  }

  const sp = setup.procs;
  const procs: Record<ProcName, boolean> = {
    goldenrain: rng.chance('procs', procChance(sp, 'goldenrain')),
    xplosion: rng.chance('procs', procChance(sp, 'xplosion')),
    onTheHouse: rng.chance('procs', procChance(sp, 'onTheHouse')),
    reconstruction: rng.chance('procs', procChance(sp, 'reconstruction')),
    leprechaunsLuck: rng.chance('procs', procChance(sp, 'leprechaunsLuck')),
    doppelgaenger: rng.chance('procs', procChance(sp, 'doppelgaenger')),
  };
  const passes = procs.doppelgaenger ? 2 : 1;
  const currencies: CurrencyAmount[] = [];
  const loot: LootDrop[] = [];
  const rewards = enemy.currencies;
  const bonuses = setup.currencyBonuses;
  let xp = 0;
  for (let pass = 0; pass < passes; pass++) {
    xp += passXp(enemy.xp, totals.xpBonus, procs.xplosion);
    for (let i = 0; i < rewards.length; i++) {
      const c = rewards[i];
      if (c.name === 'gold' && c.value > 0) addCurrency(currencies, c.name, passGold(c.value, totals.goldBonus, procs.goldenrain));
    }
    for (let i = 0; i < rewards.length; i++) {
      const c = rewards[i];
      if (c.name !== 'gold' && c.value > 0) addCurrency(currencies, c.name, Math.trunc(c.value));
    }
    for (let i = 0; i < bonuses.length; i++) {
      const c = bonuses[i];
      if (c.value > 0) addCurrency(currencies, c.name, Math.trunc(c.value));
    }
    rollLoot(enemy, totals.lootChance, rng, loot);
  }
  return {
    huntResult,
    sounded: true,
    seed: input.seed,
    kind,
    rounds,
    enemyId: enemy.id,
    encounter: via,
    xp: Math.max(0, xp),
    currencies,
    loot,
    procs,
    baitUsed: procs.onTheHouse ? 0 : 1,
    consumed: consumedBy(setup.consumables, true, monster),
    chronoChargesDelta: chrono + (procs.reconstruction ? 1 : 0),
    nextAllowedHuntAt: cooldownFrom(procs.leprechaunsLuck),
    effectivePower: power,
    mysticChanceBp: mysticBp,
    catch: caught,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Exact odds of a hunt (for the balance script and estimates): the same tables, lookups and catch chance as the engine

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
  const attraction = Math.max(0, Math.min(100, Math.trunc(totalsOf(setup).attraction)));
  const space = attraction > 0 ? Math.max(1, prepared.covered, Math.floor((ROLL_SPACE * (100 - attraction)) / 100)) : ROLL_SPACE;
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
