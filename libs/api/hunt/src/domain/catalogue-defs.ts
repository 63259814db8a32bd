import { CurrencyAmount, EnemyDef, GroundDef, LootRow } from './hunt.types';

/** A catalogue enemy, by the fields the engine's definition is made from. */
export interface CatalogueEnemy {
  id: string;
  name: string;
  visible: boolean;
  midnightGhost: boolean;
  specialGhost: boolean;
  nessyGhost: boolean;
  immuneMysticPower: boolean;
  hasPopulation: boolean;
  scareFactor: number;
  population: number;
  xp: number;
  currencies: { currencyEntries: readonly CurrencyAmount[] };
  specialGhostFromDateDay: number | null;
  specialGhostFromDateMonth: number | null;
  specialGhostFromDateYear: number | null;
  specialGhostToDateDay: number | null;
  specialGhostToDateMonth: number | null;
  specialGhostToDateYear: number | null;
  specialGhostRecurringYear: boolean;
  /** Percent (0-100) that an open special ghost appears in a round. */
  specialGhostChance: number;
  loot: readonly LootRow[];
  /** Its special bait: items that must be equipped to catch it. */
  equipment: { equipment: readonly { itemId: string }[] };
}

/** A catalogue hunting ground, by the fields the hunt reads. */
export interface CatalogueGround {
  id: string;
  name: string;
  visible: boolean;
  sequence: number;
  /** Minutes added to the hunt cooldown. */
  additionalHuntTime: number;
  xpReqired: number;
  rawPowerCap: number;
  mysticPowerCap: number;
  specialBaitItemId: readonly string[];
  regionId: string;
}

/** A catalogue hunting table: its place in the ground's order and its roll ranges. */
export interface CatalogueTable {
  sequence: number;
  enemies: readonly { enemyId: string; rangeMin: number; rangeMax: number }[];
}

/** Enemy type short name of monster ghosts (need monster plasma; `monsterPower` counts against them). */
export const MONSTER_ENEMY_TYPE = 'monster';

/** A catalogue enemy as the engine reads it; pass its enemy type's short name so monsters are known as such. */
export function toEnemyDef(enemy: CatalogueEnemy, enemyTypeShortName: string | null = null): EnemyDef {
  const hasWindow =
    enemy.specialGhost &&
    enemy.specialGhostFromDateDay !== null &&
    enemy.specialGhostFromDateMonth !== null &&
    enemy.specialGhostToDateDay !== null &&
    enemy.specialGhostToDateMonth !== null;
  return {
    id: enemy.id,
    name: enemy.name,
    scareFactor: Math.max(0, Math.trunc(enemy.scareFactor)),
    immuneMysticPower: enemy.immuneMysticPower,
    midnightGhost: enemy.midnightGhost,
    nessyGhost: enemy.nessyGhost,
    specialGhost: enemy.specialGhost,
    visible: enemy.visible,
    hasPopulation: enemy.hasPopulation,
    population: enemy.population,
    specialWindow: hasWindow
      ? {
          fromDay: enemy.specialGhostFromDateDay!,
          fromMonth: enemy.specialGhostFromDateMonth!,
          fromYear: enemy.specialGhostFromDateYear,
          toDay: enemy.specialGhostToDateDay!,
          toMonth: enemy.specialGhostToDateMonth!,
          toYear: enemy.specialGhostToDateYear,
          recurring: enemy.specialGhostRecurringYear,
        }
      : null,
    specialGhostChance: enemy.specialGhostChance,
    xp: Math.max(0, Math.trunc(enemy.xp)),
    currencies: enemy.currencies.currencyEntries.map((c) => ({ name: c.name, value: Math.max(0, Math.trunc(c.value)) })),
    loot: enemy.loot.map((l) => ({ itemId: l.itemId, dropChance: l.dropChance, amountMin: l.amountMin, amountMax: l.amountMax })),
    requiredItemIds: enemy.equipment.equipment.map((e) => e.itemId).filter((id) => !!id),
    monster: enemyTypeShortName === MONSTER_ENEMY_TYPE,
  };
}

/** A hunting ground with its tables (any order; the engine sorts by sequence). */
export function toGroundDef(ground: CatalogueGround, tables: readonly CatalogueTable[]): GroundDef {
  return {
    id: ground.id,
    rawPowerCap: Math.max(0, Math.trunc(ground.rawPowerCap)),
    mysticPowerCap: Math.max(0, Math.trunc(ground.mysticPowerCap)),
    additionalHuntTime: Math.trunc(ground.additionalHuntTime),
    specialBaitItemIds: [...ground.specialBaitItemId],
    tables: tables.map((t) => ({
      sequence: t.sequence,
      entries: t.enemies.map((e) => ({ enemyId: e.enemyId, rangeMin: e.rangeMin, rangeMax: e.rangeMax })),
    })),
  };
}

/** How a ghost came, in the names of the admin tools, with the engine's order. */
export function strategyOf(encounter: 'special' | 'nessy' | 'table' | null): { name: string; priority: number } {
  switch (encounter) {
    case 'special':
      return { name: 'SpecialGhost', priority: 1 };
    case 'nessy':
      return { name: 'AttractedGhost', priority: 2 };
    case 'table':
      return { name: 'HuntingTable', priority: 3 };
    default:
      return { name: 'None', priority: 0 };
  }
}

/**
 * The ground a new player starts on: the visible ground with the lowest required XP (in a visible region), ties by
 * region sequence, then ground sequence, then name.
 */
export function startingGround<G extends Pick<CatalogueGround, 'id' | 'name' | 'visible' | 'xpReqired' | 'sequence' | 'regionId'>>(
  grounds: readonly G[],
  regionSequence: (regionId: string) => number | null,
): G | null {
  const open = grounds.filter((g) => g.visible && regionSequence(g.regionId) !== null);
  open.sort(
    (a, b) =>
      a.xpReqired - b.xpReqired ||
      regionSequence(a.regionId)! - regionSequence(b.regionId)! ||
      a.sequence - b.sequence ||
      a.name.localeCompare(b.name),
  );
  return open[0] ?? null;
}
