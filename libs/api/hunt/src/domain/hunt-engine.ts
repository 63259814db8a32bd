import { HuntRng } from './hunt-rng';
import { CurrencyAmount, EnemyDef, GroundDef, HuntInput, HuntOutcome, HuntResult, LootDrop, PROC_NAMES, ProcName, SetupDef } from './hunt.types';

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

const NO_PROCS: Record<ProcName, boolean> = Object.fromEntries(PROC_NAMES.map((p) => [p, false])) as Record<ProcName, boolean>;

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

/** Drop chance of a loot row in basis points, raised by the setup's loot chance. */
export function dropChanceBp(dropChance: number, lootChance: number): number {
  const base = Math.max(0, Math.min(100, dropChance)) * 100;
  return Math.min(10_000, Math.trunc((base * (100 + Math.max(0, lootChance))) / 100));
}

/** Whether a special ghost's date window is open at `now` (UTC dates; recurring windows ignore the year and may wrap). */
export function specialWindowOpen(enemy: EnemyDef, now: number): boolean {
  const w = enemy.specialWindow;
  if (!w) return false;
  const d = new Date(now);
  const year = d.getUTCFullYear();
  const today = (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
  const from = w.fromMonth * 100 + w.fromDay;
  const to = w.toMonth * 100 + w.toDay;
  if (w.recurring || w.fromYear === null || w.toYear === null) {
    return from <= to ? today >= from && today <= to : today >= from || today <= to;
  }
  const stamp = year * 10_000 + today;
  return stamp >= w.fromYear * 10_000 + from && stamp <= w.toYear * 10_000 + to;
}

export function isMidnight(now: number): boolean {
  return new Date(now).getUTCHours() === MIDNIGHT_HOUR_UTC;
}

function available(enemy: EnemyDef | undefined, now: number): enemy is EnemyDef {
  if (!enemy || !enemy.visible) return false;
  if (enemy.hasPopulation && enemy.population <= 0) return false;
  if (enemy.midnightGhost && !isMidnight(now)) return false;
  return true;
}

function refused(input: HuntInput, huntResult: HuntResult): HuntOutcome {
  return {
    huntResult, sounded: false, seed: input.seed, kind: input.kind, rounds: 0, enemyId: null, encounter: null, xp: 0, currencies: [], loot: [],
    procs: { ...NO_PROCS }, baitUsed: 0, chronoChargesDelta: 0, nextAllowedHuntAt: input.player.nextAllowedHuntAt,
    effectivePower: 0, mysticChanceBp: 0,
  };
}

/** One round's encounter: open special ghosts by chance, then attracted (Nessy) ghosts, then one roll over the tables. */
function encounterRound(input: HuntInput, rng: HuntRng): { enemy: EnemyDef; via: 'special' | 'nessy' | 'table' } | null {
  const { enemies, now, setup, ground } = input;
  for (const enemy of enemies.values()) {
    if (!enemy.specialGhost || !available(enemy, now) || !specialWindowOpen(enemy, now)) continue;
    if (rng.chance('encounter', Math.trunc(enemy.specialGhostChance * 100))) return { enemy, via: 'special' };
  }
  for (const id of setup.attractEnemyIds) {
    const enemy = enemies.get(id);
    if (!available(enemy, now)) continue;
    const chance = enemy.specialGhostChance > 0 ? enemy.specialGhostChance : DEFAULT_ATTRACT_CHANCE;
    if (rng.chance('encounter', Math.trunc(chance * 100))) return { enemy, via: 'nessy' };
  }
  const roll = rng.below('encounter', ROLL_SPACE);
  const tables = [...ground.tables].sort((a, b) => a.sequence - b.sequence);
  for (const table of tables) {
    for (const entry of table.entries) {
      if (roll < entry.rangeMin || roll > entry.rangeMax) continue;
      const enemy = enemies.get(entry.enemyId);
      if (available(enemy, now) && !enemy.specialGhost) return { enemy, via: 'table' };
    }
  }
  return null;
}

function addCurrencies(into: Map<string, number>, list: CurrencyAmount[], factorNum = 1, factorDen = 1): void {
  for (const c of list) {
    if (c.value <= 0) continue;
    into.set(c.name, (into.get(c.name) ?? 0) + Math.trunc((c.value * factorNum) / factorDen));
  }
}

function rollLoot(enemy: EnemyDef, lootChance: number, rng: HuntRng, into: Map<string, number>): void {
  for (const row of enemy.loot) {
    if (!rng.chance('loot', dropChanceBp(row.dropChance, lootChance))) continue;
    const min = Math.max(0, Math.trunc(row.amountMin));
    const amount = rng.between('loot', min, Math.max(min, Math.trunc(row.amountMax)));
    if (amount > 0) into.set(row.itemId, (into.get(row.itemId) ?? 0) + amount);
  }
}

/**
 * The hunt: a pure function of its input (DESIGN §5). Same input and seed, same outcome. It changes nothing; the
 * caller applies the outcome (bait, rewards, timers, journal) in one transaction.
 */
export function resolveHunt(input: HuntInput): HuntOutcome {
  const { setup, ground, player, now, kind } = input;
  // Checks before any roll; a refused hunt changes nothing.
  if (kind === 'chrono') {
    if (!setup.hasChronoCrystal || player.chronoCharges <= 0) return refused(input, 'NoChronoChargesLeft');
  } else if (now < player.nextAllowedHuntAt) {
    return refused(input, 'OnCooldown');
  }
  if (!setup.baitItemId || setup.baitAmount <= 0) return refused(input, 'NoBait');
  if (ground.specialBaitItemIds.length > 0 && !ground.specialBaitItemIds.includes(setup.baitItemId)) return refused(input, 'WrongBait');

  const rng = new HuntRng(input.seed);
  const power = effectivePower(setup.power, ground.rawPowerCap);
  const mysticBp = mysticChanceBp(setup.mysticPower, ground.mysticPowerCap);
  const base = {
    sounded: true, seed: input.seed, kind, effectivePower: power, mysticChanceBp: mysticBp,
  };

  let met: { enemy: EnemyDef; via: 'special' | 'nessy' | 'table' } | null = null;
  let rounds = 0;
  while (!met && rounds < ROUNDS) {
    rounds++;
    met = encounterRound(input, rng);
  }

  const procs: Record<ProcName, boolean> = { ...NO_PROCS };
  const finish = (huntResult: HuntResult, extra: Partial<HuntOutcome>, baitUsed: number): HuntOutcome => {
    const chronoChargesDelta = (kind === 'chrono' ? -1 : 0) + (procs.reconstruction ? 1 : 0);
    // Only a regular hunt starts the cooldown: a chrono hunt pays with a charge, the retainer's auto-hunt is free.
    const nextAllowedHuntAt = kind === 'regular' ? now + cooldownMs(ground.additionalHuntTime, setup.tsc, procs.leprechaunsLuck) : player.nextAllowedHuntAt;
    return {
      ...base, huntResult, rounds, enemyId: met?.enemy.id ?? null, encounter: met?.via ?? null, xp: 0, currencies: [], loot: [],
      procs, baitUsed, chronoChargesDelta, nextAllowedHuntAt, ...extra,
    };
  };

  if (!met) return finish('NoGhost', {}, 0);
  const enemy = met.enemy;
  if (enemy.requiredItemIds.some((id) => !setup.equippedItemIds.includes(id))) return finish('NoSpecialBait', {}, 0);

  let huntResult: HuntResult;
  if (power >= enemy.scareFactor) huntResult = 'SuccessRegular';
  else if (!enemy.immuneMysticPower && rng.chance('catch', mysticBp)) huntResult = 'SuccessMystic';
  else huntResult = 'GhostTooPowerful';

  if (huntResult === 'GhostTooPowerful') return finish(huntResult, {}, 1);

  for (const name of PROC_NAMES) procs[name] = rng.chance('procs', Math.trunc((setup.procs[name] ?? 0) * 100));
  const passes = procs.doppelgaenger ? 2 : 1;
  const currencies = new Map<string, number>();
  const loot = new Map<string, number>();
  let xp = 0;
  for (let pass = 0; pass < passes; pass++) {
    xp += procs.xplosion ? Math.trunc((enemy.xp * 3) / 2) : enemy.xp;
    addCurrencies(currencies, enemy.currencies.filter((c) => c.name === 'gold'), procs.goldenrain ? 3 : 1, procs.goldenrain ? 2 : 1);
    addCurrencies(currencies, enemy.currencies.filter((c) => c.name !== 'gold'));
    addCurrencies(currencies, setup.currencyBonuses);
    rollLoot(enemy, setup.lootChance, rng, loot);
  }
  const drops: LootDrop[] = [...loot].map(([itemId, amount]) => ({ itemId, amount }));
  return finish(huntResult, {
    xp: Math.max(0, xp),
    currencies: [...currencies].map(([name, value]) => ({ name, value })),
    loot: drops,
  }, procs.onTheHouse ? 0 : 1);
}

/**
 * The chance (basis points) that a met ghost is caught with this setup on this ground, by the catch rules of
 * `resolveHunt`: certain at or above the scare factor, else the capped mystic chance unless the ghost is immune;
 * 0 when the ghost needs items the setup lacks (NoSpecialBait). Used by the grimoire's catch-rate estimate.
 */
export function catchChanceBp(
  setup: Pick<SetupDef, 'power' | 'mysticPower' | 'equippedItemIds'>,
  ground: Pick<GroundDef, 'rawPowerCap' | 'mysticPowerCap'>,
  enemy: Pick<EnemyDef, 'scareFactor' | 'immuneMysticPower' | 'requiredItemIds'>,
): { bp: number; reason: 'power' | 'mystic' | 'immune' | 'specialBait' | 'none' } {
  if (enemy.requiredItemIds.some((id) => !setup.equippedItemIds.includes(id))) return { bp: 0, reason: 'specialBait' };
  if (effectivePower(setup.power, ground.rawPowerCap) >= enemy.scareFactor) return { bp: 10_000, reason: 'power' };
  if (enemy.immuneMysticPower) return { bp: 0, reason: 'immune' };
  const bp = mysticChanceBp(setup.mysticPower, ground.mysticPowerCap);
  return { bp, reason: bp > 0 ? 'mystic' : 'none' };
}
