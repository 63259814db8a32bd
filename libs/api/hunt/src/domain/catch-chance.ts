import { HuntRng } from './hunt-rng';
import { MYSTIC_CAP_PERCENT, ROLL_SPACE } from './hunt-rules';
import { CatchDecision, EnemyDef, GroundDef, HuntResult, SetupDef, StatTotals } from './hunt.types';

// The catch of a met ghost: the setup's totals, the chance the engine rolls against, and the roll itself.

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

export type Totals = StatTotals & { monsterPlasma: boolean };

/** The setup's stats with the consumables still owned added (monster power only with monster plasma). */
export function setupTotals(setup: Omit<CatchSetup, 'equippedItemIds'>): Totals {
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

/** The catch chance on totals already summed (`setupTotals`): what `catchChanceBp` answers and the engine rolls against. */
export function catchWith(t: Totals, equippedItemIds: readonly string[], enemy: CatchEnemy, ground: CatchGround): CatchChance {
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
  return catchWith(setupTotals(setup), setup.equippedItemIds, enemy, ground);
}

/**
 * How the catch of a met ghost ends: no roll when special bait or monster plasma is missing, when the catch is
 * certain or when it has no chance; otherwise one roll of the `catch` stream, a regular catch below `regularBp`,
 * a mystic one below `bp`, else the ghost escapes.
 */
export function decideCatch(chance: CatchChance, rng: HuntRng): { huntResult: HuntResult; decidedBy: CatchDecision } {
  if (chance.reason === 'specialBait') return { huntResult: 'NoSpecialBait', decidedBy: 'specialBait' };
  if (chance.bp >= ROLL_SPACE) return { huntResult: 'SuccessRegular', decidedBy: 'regular' };
  if (chance.bp <= 0) return { huntResult: 'GhostTooPowerful', decidedBy: 'escaped' };
  const roll = rng.below('catch', ROLL_SPACE);
  if (roll < chance.regularBp) return { huntResult: 'SuccessRegular', decidedBy: 'regular' };
  if (roll < chance.bp) return { huntResult: 'SuccessMystic', decidedBy: 'mystic' };
  return { huntResult: 'GhostTooPowerful', decidedBy: 'escaped' };
}
