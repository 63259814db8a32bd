import { CHRONO_CHARGES_STAT, ItemDto, RETAINER_STAT, STAT_TYPE } from '@grimhunt/contracts';
import { CurrencyAmount, PROC_NAMES, ProcName, SetupDef } from './hunt.types';

/** What the hunt needs to know about the items at work (the active setup plus always-equipped items). */
export interface HuntLoadout {
  setup: SetupDef;
  /** The equipped crystal's charges (sum of CCC); 0 without a chrono crystal. */
  chronoMaxCharges: number;
  /** An item with the `retainer` stat is at work: one free auto-hunt per hour. */
  hasRetainer: boolean;
}

export interface LoadoutCatalogue {
  /** Item type short name of an item type id. */
  typeShortName(typeId: string | null): string | null;
  /** Stat type (0 stat, 1 proc) of a stat short name, when the catalogue knows it. */
  statType(shortName: string): number | undefined;
}

const PROCS = new Set<string>(PROC_NAMES);
export const LH_PREFIX = 'LH_';

/**
 * Sums the stats of the items at work into the engine's setup. Plain stats add `valueFrom` (the guaranteed value);
 * procs (stat type 1) add their `procPercent`; `LH_<currency>` stats add that currency to every catch; `CCC` gives
 * the chrono charges and `retainer` the auto-hunt. The bait is the equipped item of type `bait`.
 */
export function buildLoadout(items: readonly ItemDto[], baitAmount: (itemId: string) => number, catalogue: LoadoutCatalogue): HuntLoadout {
  let power = 0;
  let mysticPower = 0;
  let tsc = 0;
  let lootChance = 0;
  let ccc = 0;
  let retainer = 0;
  const procs: Partial<Record<ProcName, number>> = {};
  const bonuses = new Map<string, number>();
  let bait: ItemDto | null = null;
  let hasChronoCrystal = false;
  const attract: string[] = [];
  for (const item of [...items].sort((a, b) => a.id.localeCompare(b.id))) {
    const type = catalogue.typeShortName(item.type);
    if (type === 'bait' && !bait) bait = item;
    if (type === 'chronocrystal') hasChronoCrystal = true;
    if (item.canAttractEnemyId && !attract.includes(item.canAttractEnemyId)) attract.push(item.canAttractEnemyId);
    for (const entry of item.stats.statEntries) {
      const short = entry.shortName;
      const statType = catalogue.statType(short) ?? entry.statType;
      if (PROCS.has(short) && statType === STAT_TYPE.proc) {
        procs[short as ProcName] = (procs[short as ProcName] ?? 0) + Math.max(0, entry.procPercent);
        continue;
      }
      const value = Math.trunc(entry.valueFrom);
      if (short.startsWith(LH_PREFIX) && short.length > LH_PREFIX.length) {
        const currency = short.slice(LH_PREFIX.length);
        bonuses.set(currency, (bonuses.get(currency) ?? 0) + value);
      } else if (short === 'power') power += value;
      else if (short === 'mysticPower') mysticPower += value;
      else if (short === 'tsc') tsc += value;
      else if (short === 'lootChance') lootChance += value;
      else if (short === CHRONO_CHARGES_STAT) ccc += value;
      else if (short === RETAINER_STAT) retainer += value;
    }
  }
  const currencyBonuses: CurrencyAmount[] = [...bonuses].filter(([, v]) => v > 0).map(([name, value]) => ({ name, value }));
  const setup: SetupDef = {
    power: Math.max(0, power),
    mysticPower: Math.max(0, mysticPower),
    tsc,
    lootChance: Math.max(0, lootChance),
    procs,
    currencyBonuses,
    baitItemId: bait?.id ?? null,
    baitAmount: bait ? Math.max(0, baitAmount(bait.id)) : 0,
    equippedItemIds: items.map((i) => i.id),
    attractEnemyIds: attract,
    hasChronoCrystal,
  };
  return { setup, chronoMaxCharges: hasChronoCrystal ? Math.max(0, ccc) : 0, hasRetainer: retainer > 0 };
}
