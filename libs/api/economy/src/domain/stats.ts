/** One stat of an item: plain stats count their values, procs their chance. */
export interface ItemStatEntry {
  shortName: string;
  /** 0 stat, 1 proc. */
  statType: number;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
}

/** A stat summed over items, named and drawn as its definition says. */
export interface StatSum {
  shortName: string;
  name: string;
  valueFrom: number;
  valueTo: number;
  statImageId: string | null;
  statUnitSymbol: string;
}

export interface StatDefinition {
  shortName: string;
  name: string;
  statType: number;
  imageId: string | null;
  unitSymbol: string;
}

/**
 * Sums the stats of equipped items by short name. Plain stats (statType 0) add valueFrom/valueTo; procs
 * (statType 1) add their procPercent (the chance is what a proc is worth). Sorted by stat name.
 */
export function sumStats(items: readonly { statEntries: readonly ItemStatEntry[] }[], definitions: readonly StatDefinition[]): StatSum[] {
  const byShort = new Map(definitions.map((d) => [d.shortName, d]));
  const sums = new Map<string, { from: number; to: number }>();
  for (const item of items) {
    for (const entry of item.statEntries) {
      const def = byShort.get(entry.shortName);
      const proc = (def?.statType ?? entry.statType) === 1;
      const from = proc ? entry.procPercent : entry.valueFrom;
      const to = proc ? entry.procPercent : entry.valueTo;
      const sum = sums.get(entry.shortName) ?? { from: 0, to: 0 };
      sum.from += from;
      sum.to += to;
      sums.set(entry.shortName, sum);
    }
  }
  return [...sums]
    .map(([shortName, sum]) => {
      const def = byShort.get(shortName);
      return {
        shortName,
        name: def?.name ?? shortName,
        valueFrom: sum.from,
        valueTo: sum.to,
        statImageId: def?.imageId ?? null,
        statUnitSymbol: def?.unitSymbol ?? '',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
