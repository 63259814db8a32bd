import { ROLL_SPACE } from '../hunt-engine';
import { ConsumableDef, ConsumableKind, EnemyDef, GroundDef, HuntInput, SetupDef, StatTotals } from '../hunt.types';

/**
 * Engine inputs for the domain's specs: one ordinary ghost, setup, ground and hunt, each changed by `over`. Shared so
 * a new field of `EnemyDef`, `SetupDef`, `GroundDef` or `HuntInput` is added in one place.
 */

/** A visible table ghost: scare factor 100, 50 XP and 40 gold, no loot. */
export function ghost(id: string, over: Partial<EnemyDef> = {}): EnemyDef {
  return {
    id,
    name: id,
    scareFactor: 100,
    immuneMysticPower: false,
    midnightGhost: false,
    nessyGhost: false,
    specialGhost: false,
    visible: true,
    hasPopulation: false,
    population: 0,
    specialWindow: null,
    specialGhostChance: 0,
    xp: 50,
    currencies: [{ name: 'gold', value: 40 }],
    loot: [],
    requiredItemIds: [],
    ...over,
  };
}

/** Power 150 and three of bait `bait-1`, equipped; nothing else. */
export function setup(over: Partial<SetupDef> = {}): SetupDef {
  return {
    power: 150,
    mysticPower: 0,
    tsc: 0,
    lootChance: 0,
    procs: {},
    currencyBonuses: [],
    baitItemId: 'bait-1',
    baitAmount: 3,
    equippedItemIds: ['bait-1'],
    attractEnemyIds: [],
    hasChronoCrystal: false,
    ...over,
  };
}

/** The moment the fixtures' hunts happen: noon, so no midnight ghost's window is open. */
export const NOON = Date.UTC(2026, 5, 15, 12, 0, 0);

/** A ground without caps whose one table covers rolls 0..covered-1 with `enemyId`. */
export function ground(covered: number, enemyId: string, over: Partial<GroundDef> = {}): GroundDef {
  return {
    id: 'g',
    rawPowerCap: 0,
    mysticPowerCap: 0,
    additionalHuntTime: 0,
    specialBaitItemIds: [],
    tables: covered > 0 ? [{ sequence: 0, entries: [{ enemyId, rangeMin: 0, rangeMax: covered - 1 }] }] : [],
    ...over,
  };
}

/** A regular hunt at noon with seed 42, the ordinary setup, off cooldown, on a ground of the first enemy. */
export function huntInput(over: Partial<HuntInput> = {}, enemies: EnemyDef[] = [ghost('wisp')], covered = ROLL_SPACE): HuntInput {
  return {
    kind: 'regular',
    now: NOON,
    seed: 42,
    player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
    setup: setup(),
    ground: ground(covered, enemies[0]?.id ?? 'x'),
    enemies: new Map(enemies.map((e) => [e.id, e])),
    ...over,
  };
}

/** Item stats, zero but for `over`. */
export function stats(over: Partial<StatTotals> = {}): StatTotals {
  return { power: 0, mysticPower: 0, tsc: 0, lootChance: 0, xpBonus: 0, goldBonus: 0, attraction: 0, monsterPower: 0, ...over };
}

/** A consumable with its own stats, five owned unless told. */
export function consumable(itemId: string, kind: ConsumableKind, over: Partial<StatTotals> = {}, amount = 5): ConsumableDef {
  return { itemId, kind, amount, stats: stats(over) };
}

/** How many of the seeds 0..n-1 make `f` true. */
export const count = (n: number, f: (seed: number) => boolean) => Array.from({ length: n }, (_, seed) => f(seed)).filter(Boolean).length;

/** Two ghosts on 60% of the roll space; the wisp drops ectoplasm. */
export function twoGhosts(): { enemies: EnemyDef[]; ground: GroundDef } {
  const enemies = [
    ghost('wisp', {
      scareFactor: 60,
      xp: 30,
      currencies: [{ name: 'gold', value: 25 }],
      loot: [{ itemId: 'ecto', dropChance: 40, amountMin: 1, amountMax: 3 }],
    }),
    ghost('shade', { scareFactor: 140, xp: 90, currencies: [{ name: 'gold', value: 70 }] }),
  ];
  const ground: GroundDef = {
    id: 'g',
    rawPowerCap: 0,
    mysticPowerCap: 0,
    additionalHuntTime: 0,
    specialBaitItemIds: [],
    tables: [
      {
        sequence: 0,
        entries: [
          { enemyId: 'wisp', rangeMin: 0, rangeMax: 3999 },
          { enemyId: 'shade', rangeMin: 4000, rangeMax: 5999 },
        ],
      },
    ],
  };
  return { enemies, ground };
}
