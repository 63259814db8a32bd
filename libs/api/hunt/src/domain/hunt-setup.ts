import { CHRONO_CHARGES_STAT, RETAINER_STAT, STAT_TYPE } from '@grimhunt/contracts';
import {
  CONSUMABLE_KINDS,
  ConsumableDef,
  ConsumableKind,
  CurrencyAmount,
  GroundDef,
  PROC_NAMES,
  ProcName,
  SetupDef,
  StatTotals,
} from './hunt.types';

/** A catalogue item, by the fields a loadout reads. */
export interface LoadoutItem {
  id: string;
  /** Item type id. */
  type: string | null;
  /** Shop price; an item without one counts as priceless. */
  price?: { currencyEntries: readonly CurrencyAmount[] } | null;
  stats: { statEntries: readonly { shortName: string; statType: number; valueFrom: number; procPercent: number }[] };
  canAttractEnemyId: string | null;
}

/** What the hunt needs to know about the items at work (the active setup plus always-equipped items). */
export interface HuntLoadout {
  setup: SetupDef;
  /** The equipped crystal's charges (sum of CCC); 0 without a chrono crystal. */
  chronoMaxCharges: number;
  /** An item with the `retainer` stat is at work: one free auto-hunt per hour. */
  hasRetainer: boolean;
  /** No bait was at work and the setup hunts with this owned bait instead (`fallbackBait`); null otherwise. */
  fallbackBaitId: string | null;
  /** The owned bait not at work the loadout was offered (empty without a fallback), with their owned amounts. */
  spareBait: readonly LoadoutItem[];
  spareBaitAmounts: ReadonlyMap<string, number>;
}

/** Owned bait not at work, and the ground it would hunt on: what `buildLoadout` may fall back to. */
export interface BaitFallback {
  spareBait: readonly LoadoutItem[];
  ground: Pick<GroundDef, 'specialBaitItemIds'>;
}

/** An item's shop price summed over its currencies; an item without one (mixed or looted only) counts as priceless. */
function shopPrice(item: LoadoutItem): number {
  const entries = item.price?.currencyEntries ?? [];
  const sum = entries.reduce((total, e) => total + Math.max(0, e.value), 0);
  return sum > 0 ? sum : Number.POSITIVE_INFINITY;
}

/**
 * The bait a hunt uses when none is at work (the equipped bait ran out, or the slot is empty) and the player owns
 * other bait: among the owned bait the ground accepts (its special bait, when it names any), the cheapest in the
 * shop (so a rare or mixed bait is never spent unasked), then the most owned, then by id. Null when none fits.
 */
export function fallbackBait<I extends LoadoutItem>(
  spareBait: readonly I[],
  amountOf: (itemId: string) => number,
  ground: Pick<GroundDef, 'specialBaitItemIds'>,
  exceptId: string | null = null,
): I | null {
  const allowed = spareBait.filter(
    (b) => b.id !== exceptId && amountOf(b.id) > 0 && (ground.specialBaitItemIds.length === 0 || ground.specialBaitItemIds.includes(b.id)),
  );
  allowed.sort((a, b) => shopPrice(a) - shopPrice(b) || amountOf(b.id) - amountOf(a.id) || a.id.localeCompare(b.id));
  return allowed[0] ?? null;
}

export interface LoadoutCatalogue {
  /** Item type short name of an item type id. */
  typeShortName(typeId: string | null): string | null;
  /** Stat type (0 stat, 1 proc) of a stat short name, when the catalogue knows it. */
  statType(shortName: string): number | undefined;
}

const PROCS = new Set<string>(PROC_NAMES);
const CONSUMABLES = new Set<string>(CONSUMABLE_KINDS);
export const LH_PREFIX = 'LH_';

/** Stat short names the engine reads (besides procs, `LH_<currency>`, `CCC` and `retainer`); docs/hunt-mechanics.md. */
export const ENGINE_STATS = [
  'power',
  'mysticPower',
  'tsc',
  'lootChance',
  'xpBonus',
  'goldBonus',
  'attraction',
  'monsterPower',
] as const satisfies readonly (keyof StatTotals)[];
const NUMERIC = new Set<string>(ENGINE_STATS);

/**
 * Whether the engine reads an item stat of this short name (and stat type): the numeric stats above, the six procs
 * (stat type 1), `LH_<currency>`, `CCC` and `retainer`. A content check ("nothing is sold that does nothing") can
 * ask it for every stat entry of an item.
 */
export function engineReadsStat(shortName: string, statType: number): boolean {
  if (PROCS.has(shortName)) return statType === STAT_TYPE.proc;
  if (shortName.startsWith(LH_PREFIX)) return shortName.length > LH_PREFIX.length;
  return NUMERIC.has(shortName) || shortName === CHRONO_CHARGES_STAT || shortName === RETAINER_STAT;
}

function zeroTotals(): StatTotals {
  return { power: 0, mysticPower: 0, tsc: 0, lootChance: 0, xpBonus: 0, goldBonus: 0, attraction: 0, monsterPower: 0 };
}

/**
 * Sums the stats of the items at work into the engine's setup. Plain stats add `valueFrom` (the guaranteed value);
 * procs (stat type 1) add their `procPercent`; `LH_<currency>` stats add that currency to every catch; `CCC` gives
 * the chrono charges and `retainer` the auto-hunt. The bait is the equipped item of type `bait` (with `fallback`, when
 * none is at work: `fallbackBait`'s choice among the owned bait, counted as if equipped). Equipped plasma,
 * monster plasma and juice are consumables: their numeric stats stay apart (in `setup.consumables`, counted by the
 * engine while owned), their procs and other stats count like any item's. `amountOf` answers owned amounts (bait
 * and consumables); the items passed are at work, hence owned, so a consumable answered 0 counts as 1.
 */
export function buildLoadout(
  itemsAtWork: readonly LoadoutItem[],
  amountOf: (itemId: string) => number,
  catalogue: LoadoutCatalogue,
  fallback?: BaitFallback,
): HuntLoadout {
  const hasBait = itemsAtWork.some((i) => catalogue.typeShortName(i.type) === 'bait' && amountOf(i.id) > 0);
  const spare = !hasBait && fallback ? fallbackBait(fallback.spareBait, amountOf, fallback.ground) : null;
  const items = spare ? [...itemsAtWork, spare] : itemsAtWork;
  const totals = zeroTotals();
  let ccc = 0;
  let retainer = 0;
  const procs: Partial<Record<ProcName, number>> = {};
  const bonuses = new Map<string, number>();
  let bait: LoadoutItem | null = null;
  let hasChronoCrystal = false;
  const attract: string[] = [];
  const consumables: ConsumableDef[] = [];
  for (const item of [...items].sort((a, b) => a.id.localeCompare(b.id))) {
    const type = catalogue.typeShortName(item.type);
    if (type === 'bait' && !bait) bait = item;
    if (type === 'chronocrystal') hasChronoCrystal = true;
    if (item.canAttractEnemyId && !attract.includes(item.canAttractEnemyId)) attract.push(item.canAttractEnemyId);
    let into = totals;
    if (type && CONSUMABLES.has(type)) {
      const consumable: ConsumableDef = {
        itemId: item.id,
        kind: type as ConsumableKind,
        amount: Math.max(1, Math.trunc(amountOf(item.id)) || 0),
        stats: zeroTotals(),
      };
      consumables.push(consumable);
      into = consumable.stats;
    }
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
      } else if (NUMERIC.has(short)) into[short as keyof StatTotals] += value;
      else if (short === CHRONO_CHARGES_STAT) ccc += value;
      else if (short === RETAINER_STAT) retainer += value;
    }
  }
  const currencyBonuses: CurrencyAmount[] = [...bonuses].filter(([, v]) => v > 0).map(([name, value]) => ({ name, value }));
  const setup: SetupDef = {
    power: Math.max(0, totals.power),
    mysticPower: Math.max(0, totals.mysticPower),
    tsc: totals.tsc,
    lootChance: Math.max(0, totals.lootChance),
    procs,
    currencyBonuses,
    baitItemId: bait?.id ?? null,
    baitAmount: bait ? Math.max(0, amountOf(bait.id)) : 0,
    equippedItemIds: items.map((i) => i.id),
    attractEnemyIds: attract,
    hasChronoCrystal,
    xpBonus: Math.max(0, totals.xpBonus),
    goldBonus: Math.max(0, totals.goldBonus),
    attraction: Math.max(0, Math.min(100, totals.attraction)),
    monsterPower: Math.max(0, totals.monsterPower),
    consumables,
  };
  return {
    setup,
    chronoMaxCharges: hasChronoCrystal ? Math.max(0, ccc) : 0,
    hasRetainer: retainer > 0,
    fallbackBaitId: spare?.id ?? null,
    spareBait: fallback?.spareBait ?? [],
    spareBaitAmounts: new Map((fallback?.spareBait ?? []).map((b) => [b.id, amountOf(b.id)])),
  };
}
