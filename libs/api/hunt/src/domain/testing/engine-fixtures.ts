import { EnemyDef, SetupDef } from '../hunt.types';

/**
 * Engine inputs for the domain's specs: one ordinary ghost and one ordinary setup, each changed by `over`. Shared so
 * a new field of `EnemyDef` or `SetupDef` is added in one place.
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
