import { CollectionContribution, MaxStatBreakdown, SlotContribution } from './max-stat';

/** The catalogue facts the calculation needs. */
export interface StatDef {
  name: string;
  shortName: string;
  /** 0 plain stat (counts valueTo), 1 proc (counts procPercent), as the economy's stat sums do. */
  statType: number;
}

export interface ItemTypeDef {
  id: string;
  shortName: string;
  itemTypeSlots: number;
  isEquipment: boolean;
  alwaysEquipped: boolean;
  orderIndex: number;
}

export interface ItemDef {
  id: string;
  name: string;
  /** Item type id. */
  type: string | null;
  visible: boolean;
  statEntries: readonly { shortName: string; valueTo: number; procPercent: number; statType: number }[];
}

/** The item type whose items are claimed at the exhibition; its slots display the best collections. */
export const COLLECTION_TYPE = 'collection';

export interface MaxStatFigure {
  name: string;
  statShortName: string;
  value: number;
  metadata: MaxStatBreakdown;
}

/**
 * What one item adds to a stat: the sum of its entries of that stat, plain stats by their top value (valueTo),
 * procs by their chance (procPercent), the same rule as the equipped-stat sums of the economy.
 */
export function itemStatValue(item: ItemDef, stat: StatDef): number {
  let total = 0;
  for (const entry of item.statEntries) {
    if (entry.shortName !== stat.shortName) continue;
    total += stat.statType === 1 ? entry.procPercent : entry.valueTo;
  }
  return total;
}

interface Valued {
  item: ItemDef;
  value: number;
}

/** Items that raise the stat, best first (ties by name, so the answer is stable). */
function bestFirst(items: readonly ItemDef[], stat: StatDef): Valued[] {
  return items
    .map((item) => ({ item, value: itemStatValue(item, stat) }))
    .filter((v) => v.value > 0)
    .sort((a, b) => b.value - a.value || a.item.name.localeCompare(b.item.name));
}

/**
 * The theoretical maximum of one stat (docs/max-stats.md):
 * - every equipment type with slots (not always-equipped, not the collection type) adds
 *   `itemTypeSlots` × the best value among its visible items (relics: 3 × the best relic);
 * - the collection type's slots show the best collections, each listed as a collection contribution;
 * - every visible item of an always-equipped type (it only has to be owned) adds its value.
 * Items that lower a stat are never chosen (a slot may stay empty), so no figure is below 0.
 */
export function computeMaxStat(stat: StatDef, types: readonly ItemTypeDef[], items: readonly ItemDef[]): MaxStatFigure {
  const visible = items.filter((i) => i.visible);
  const byType = new Map<string, ItemDef[]>();
  for (const item of visible) {
    if (!item.type) continue;
    const list = byType.get(item.type) ?? [];
    list.push(item);
    byType.set(item.type, list);
  }

  const slotContributions: SlotContribution[] = [];
  const collectionContributions: CollectionContribution[] = [];
  const orderedTypes = [...types].sort((a, b) => a.orderIndex - b.orderIndex || a.shortName.localeCompare(b.shortName));
  for (const type of orderedTypes) {
    const ranked = bestFirst(byType.get(type.id) ?? [], stat);
    if (ranked.length === 0) continue;
    if (type.alwaysEquipped) {
      for (const { item, value } of ranked) collectionContributions.push({ collectionName: item.name, value });
    } else if (type.isEquipment && type.itemTypeSlots > 0) {
      if (type.shortName === COLLECTION_TYPE) {
        for (const { item, value } of ranked.slice(0, type.itemTypeSlots))
          collectionContributions.push({ collectionName: item.name, value });
      } else {
        const best = ranked[0];
        slotContributions.push({
          slotType: type.shortName,
          slotCount: type.itemTypeSlots,
          itemName: best.item.name,
          valuePerItem: best.value,
          totalValue: type.itemTypeSlots * best.value,
        });
      }
    }
  }
  collectionContributions.sort((a, b) => b.value - a.value || a.collectionName.localeCompare(b.collectionName));

  const totalFromItems = slotContributions.reduce((sum, c) => sum + c.totalValue, 0);
  const totalFromCollections = collectionContributions.reduce((sum, c) => sum + c.value, 0);
  return {
    name: stat.name,
    statShortName: stat.shortName,
    value: totalFromItems + totalFromCollections,
    metadata: { totalFromItems, totalFromCollections, slotContributions, collectionContributions },
  };
}

/** One figure per stat of the catalogue, by stat name. */
export function computeMaxStats(stats: readonly StatDef[], types: readonly ItemTypeDef[], items: readonly ItemDef[]): MaxStatFigure[] {
  return [...stats].sort((a, b) => a.name.localeCompare(b.name)).map((stat) => computeMaxStat(stat, types, items));
}

/**
 * One gradual step of the current value toward the target: `percent` of the gap (rounded down), at least 1,
 * never past the target.
 */
export function gradualStep(current: number, target: number, percent: number): number {
  const gap = target - current;
  if (gap === 0) return current;
  const step = Math.min(Math.abs(gap), Math.max(1, Math.floor((Math.abs(gap) * percent) / 100)));
  return current + Math.sign(gap) * step;
}

/** The highest equipped value of a stat among players, first one wins a tie (callers scan in ladder order). */
export interface PlayerStatValue {
  playerName: string;
  value: number;
}

export function highestOf(current: PlayerStatValue | undefined, candidate: PlayerStatValue): PlayerStatValue | undefined {
  if (candidate.value <= 0) return current;
  return !current || candidate.value > current.value ? candidate : current;
}
