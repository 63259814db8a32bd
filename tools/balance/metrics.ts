/**
 * The balance figures: what `npm run balance` writes into docs/balance.md and what balance.spec.ts holds.
 * Everything is measured through the live engine (sim.ts); nothing here knows the content's numbers.
 */
import { ItemDto, SEANCE_SCROLL_TYPE } from '@grimhunt/contracts';
import { EnemyDef, SetupDef } from '../../libs/api/hunt/src/domain/hunt.types';
import { GOLD_CHECKPOINTS, Ground, playPlayer, PlayerRun, World } from './sim';

export const CASUAL_HUNTS_PER_DAY = 12;
export const ACTIVE_HUNTS_PER_DAY = 48;
const GEAR_KINDS = new Set(['mechanism', 'magiccicle', 'cauldron', 'camera', 'relic', 'pet', 'bagpipe']);
const GEAR_SLOTS = ['mechanism', 'magiccicle', 'cauldron', 'camera', 'pet', 'bagpipe', 'specialitem'];

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The p-th percentile (0..100, nearest rank) of values; players who never got there count as Infinity. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** p10, median and p90 of the hunts at which players arrived (Infinity for those who never did). */
export interface Spread {
  p10: number;
  median: number;
  p90: number;
  /** Share of players who arrived at all. */
  reached: number;
}

export function spread(values: (number | undefined | null)[]): Spread {
  const all = values.map((v) => (v === undefined || v === null ? Infinity : v));
  return {
    p10: percentile(all, 10),
    median: percentile(all, 50),
    p90: percentile(all, 90),
    reached: all.filter(Number.isFinite).length / all.length,
  };
}

export interface GroundFigures {
  name: string;
  region: string;
  /** Catch rate with the setup the simulated players had there (their hunts), and with the best setup obtainable in the region. */
  playedCatch: number;
  bestCatch: number;
  /** Net gold (rewards less bait and consumables) and XP per hunt with the players' setups. */
  netGoldPerHunt: number;
  xpPerHunt: number;
  cooldownMin: number;
  /** Hunts (median over players) before the first hunt there. */
  arrival: number;
  arrivals: Spread;
  /** Share of hunts that met a ghost and missed it (GhostTooPowerful), with the players' setups. */
  misses: number;
  huntsPlayed: number;
}

export interface GhostFigure {
  ground: string;
  ghost: string;
  bestRate: number;
}

export interface BalanceReport {
  players: number;
  starter: {
    netGoldPerHunt: number;
    catchRate: number;
    firstTenMean: number;
    firstTenAtLeastSix: number;
    /** Misses (of the ghosts met) on the first ground with the starter setup, and with the first upgrade most players buy added. */
    misses: number;
    missesAfterUpgrade: number;
    firstUpgradeName: string;
  };
  firstUpgrade: number;
  upgradeGaps: { median: number; days: number };
  regions: { name: string; hunts: number; casualDays: number; activeDays: number; arrival: Spread }[];
  /** Median over players of the median number of hunts between two new grounds. */
  groundGap: number;
  /** Median gold held at each checkpoint (hunts). */
  goldOverTime: { hunts: number; gold: number; players: number }[];
  /** Median gold spent per player on each kind of thing, and its share of all gold spent. */
  spending: { what: string; gold: number; share: number }[];
  /** What a ground, ghost or recipe needs that no shop screen offers (and no listed craft or reachable loot gives). */
  unoffered: string[];
  dominatedBaits: string[];
  grounds: GroundFigures[];
  ranks: { name: string; xp: number; hunts: number }[];
  upgrades: { name: string; where: string; hunts: number; players: number }[];
  ghosts: GhostFigure[];
  unreachable: string[];
  useless: string[];
  runs: PlayerRun[];
}

/** Items a player can come by without paying real money: bought, crafted, looted or given as a rank reward. */
export function obtainable(w: World): Set<string> {
  const got = new Set<string>();
  for (const i of w.items.values()) if (w.onSale(i)) got.add(i.id);
  for (const r of w.ranks) for (const id of r.rewardItemIds as string[]) got.add(id);
  for (const g of w.grounds) for (const e of g.ghosts) for (const l of e.loot) got.add(l.itemId);
  let changed = true;
  while (changed) {
    changed = false;
    for (const i of w.items.values()) {
      if (got.has(i.id) || !w.craftedInShop(i)) continue;
      if (i.itemIdRequiredForUnlockCrafting && !got.has(i.itemIdRequiredForUnlockCrafting)) continue;
      if (i.craftingMats.every((m) => got.has(m.itemId))) {
        got.add(i.id);
        changed = true;
      }
    }
  }
  return got;
}

/**
 * Grounds nobody reaches without an admin: a ground opens when its region's and its own key and one of its special
 * baits can be bought, crafted or looted from grounds already open (rank rewards count).
 */
export function unreachableGrounds(w: World): string[] {
  const open = new Set<string>();
  const have = new Set<string>();
  for (const i of w.items.values()) if (w.onSale(i)) have.add(i.id);
  for (const r of w.ranks) for (const id of r.rewardItemIds as string[]) have.add(id);
  let changed = true;
  while (changed) {
    changed = false;
    for (const i of w.items.values()) {
      if (have.has(i.id) || !w.craftedInShop(i)) continue;
      if (
        (!i.itemIdRequiredForUnlockCrafting || have.has(i.itemIdRequiredForUnlockCrafting)) &&
        i.craftingMats.every((m) => have.has(m.itemId))
      ) {
        have.add(i.id);
        changed = true;
      }
    }
    for (const g of w.grounds) {
      if (open.has(g.dto.id)) continue;
      const keys = [g.dto.keyId, g.region.keyId].filter((k): k is string => !!k);
      const bait = g.def.specialBaitItemIds;
      if (keys.every((k) => have.has(k)) && (bait.length === 0 || bait.some((b) => have.has(b)))) {
        open.add(g.dto.id);
        for (const e of g.ghosts) for (const l of e.loot) have.add(l.itemId);
        changed = true;
      }
    }
  }
  return w.grounds.filter((g) => !open.has(g.dto.id)).map((g) => g.dto.name);
}

/**
 * Items sold (shop or premium packages) that do nothing: no stat, and not a key, recipe, material, lure, special bait in
 * use or séance scroll (it starts a cooperative map, a use outside the hunt).
 */
export function uselessSoldItems(w: World, packagedItemIds: readonly string[]): string[] {
  const keys = new Set([...w.grounds.map((g) => g.dto.keyId), ...w.regions.map((r) => r.keyId)].filter(Boolean));
  const recipes = new Set([...w.items.values()].map((i) => i.itemIdRequiredForUnlockCrafting).filter(Boolean));
  const mats = new Set([...w.items.values()].flatMap((i) => [...i.craftingMats, ...i.craftingMatsPremium].map((m) => m.itemId)));
  const baits = new Set(w.grounds.flatMap((g) => g.def.specialBaitItemIds));
  const sold = [...w.items.values()].filter((i) => w.listed.has(i.id) || packagedItemIds.includes(i.id));
  return sold
    .filter((i) => {
      const stats = i.stats.statEntries.some((s) => s.valueFrom !== 0 || (s.procPercent > 0 && s.procPercent < 100 && s.valueFrom === 0));
      const scroll = w.typeShort.get(i.type ?? '') === SEANCE_SCROLL_TYPE;
      return !stats && !scroll && !keys.has(i.id) && !recipes.has(i.id) && !mats.has(i.id) && !i.canAttractEnemyId && !baits.has(i.id);
    })
    .map((i) => i.name);
}

/**
 * What the game asks for that no shop screen offers: per ground its keys, its special baits and monster plasma for
 * its monsters; per recipe (an item crafted in a shop) the recipe itself and its materials. Something counts as
 * offered when a shop lists it for sale, or a shop crafts it from offered things or loot of a ground that is open.
 */
export function unofferedNeeds(w: World): string[] {
  const got = obtainable(w);
  const out: string[] = [];
  const name = (id: string) => w.items.get(id)?.name ?? id;
  for (const g of w.grounds) {
    for (const k of [g.dto.keyId, g.region.keyId].filter((x): x is string => !!x)) {
      if (!w.onSale(w.items.get(k)!) && !got.has(k)) out.push(`${g.dto.name}: key ${name(k)}`);
      else if (!w.listed.has(k)) out.push(`${g.dto.name}: key ${name(k)} is in no shop (loot only)`);
    }
    const baits = g.def.specialBaitItemIds;
    if (baits.length > 0 && !baits.some((b) => w.listed.has(b) && got.has(b)))
      out.push(`${g.dto.name}: special bait ${baits.map(name).join(' or ')}`);
    const monsters = g.ghosts.filter((e) => (e as EnemyDef & { monster?: boolean }).monster);
    const plasma = [...w.items.values()].some((i) => w.type(i) === 'monsterplasma' && w.onSale(i) && w.regionOf(i) <= g.regionIndex);
    for (const m of monsters) if (!plasma) out.push(`${g.dto.name}: ${m.name} needs monster plasma`);
  }
  for (const i of w.items.values()) {
    if (!w.craftedInShop(i)) continue;
    const recipe = i.itemIdRequiredForUnlockCrafting;
    if (recipe && !w.onSale(w.items.get(recipe)!)) out.push(`${i.name}: recipe ${name(recipe)}`);
    for (const m of i.craftingMats) if (!got.has(m.itemId)) out.push(`${i.name}: material ${name(m.itemId)}`);
  }
  return out;
}

/**
 * Baits not worth switching to: a listed bait that an earlier one (lower reqXP) matches or beats on attraction, gold
 * bonus and XP bonus all at once. An empty list is a bait ladder where every tier brings something.
 */
export function dominatedBaits(w: World): string[] {
  const baits = [...w.items.values()].filter((i) => w.type(i) === 'bait' && w.listed.has(i.id));
  const stat = (i: ItemDto, name: string) => i.stats.statEntries.filter((s) => s.shortName === name).reduce((a, s) => a + s.valueFrom, 0);
  const worth = (i: ItemDto) => ['attraction', 'goldBonus', 'xpBonus'].map((n) => stat(i, n));
  return baits
    .filter((b) => baits.some((a) => a !== b && a.reqXP < b.reqXP && worth(a).every((v, k) => v >= worth(b)[k])))
    .map((b) => b.name);
}

/** The strongest setup obtainable by the end of a region: per slot the item with the most power (then mystic power). */
export function bestSetup(w: World, g: Ground, got: Set<string>): SetupDef {
  const pool = [...w.items.values()].filter((i) => got.has(i.id) && w.regionOf(i) <= g.regionIndex && !i.needSub);
  const power = (i: ItemDto) =>
    i.stats.statEntries.reduce(
      (a, s) =>
        a +
        (s.shortName === 'power'
          ? s.valueFrom * 10
          : s.shortName === 'mysticPower'
            ? s.valueFrom
            : s.shortName === 'monsterPower'
              ? s.valueFrom * 3
              : 0),
      0,
    );
  const ids: string[] = [];
  for (const slot of GEAR_SLOTS) {
    const best = pool.filter((i) => w.type(i) === slot && !i.canAttractEnemyId).sort((a, b) => power(b) - power(a))[0];
    if (best) ids.push(best.id);
  }
  ids.push(
    ...pool
      .filter((i) => w.type(i) === 'relic')
      .sort((a, b) => power(b) - power(a))
      .slice(0, 3)
      .map((i) => i.id),
  );
  for (const kind of ['plasma', 'monsterplasma']) {
    const best = pool.filter((i) => w.type(i) === kind).sort((a, b) => power(b) - power(a))[0];
    if (best) ids.push(best.id);
  }
  const bait = g.def.specialBaitItemIds[0] ?? pool.filter((i) => w.type(i) === 'bait').sort((a, b) => w.gold(b) - w.gold(a))[0]?.id;
  if (bait) ids.push(bait);
  return w.setup(ids, () => 99);
}

/** The seed of the i-th simulated player (the market comparison replays the same players). */
export const playerSeed = (i: number): number => 1000 + i * 7;

export function computeBalance(w: World, players: number, options: { maxHunts?: number; seeds?: number } = {}): BalanceReport {
  const runs = Array.from({ length: players }, (_, i) => playPlayer(w, playerSeed(i), options.maxHunts ?? 3000));
  const seeds = options.seeds ?? 400;

  // The starter setup on the first ground: the kit's items equipped, over many hunts.
  const first = w.grounds[0];
  const starter = w.setup(
    w.starterKit.items.map((i) => i.itemId),
    () => 99,
  );
  let gold = 0;
  let spent = 0;
  let caught = 0;
  const n = seeds * 5;
  const bait = w.items.get(starter.baitItemId ?? '');
  for (let s = 1; s <= n; s++) {
    const o = w.hunt(starter, first.def, s * 2654435761);
    gold += o.currencies.find((c) => c.name === 'gold')?.value ?? 0;
    spent += (bait ? w.gold(bait) : 0) * o.baitUsed;
    if (o.huntResult === 'SuccessRegular' || o.huntResult === 'SuccessMystic') caught++;
  }
  const firstTen = runs.map((r) => r.catches10);

  const gearBuys = runs.map((r) => r.purchases.filter((p) => GEAR_KINDS.has(p.kind)));
  const firstNames = gearBuys.map((l) => l[0]?.name).filter((x): x is string => !!x);
  const firstUpgradeName =
    [...new Set(firstNames)].sort((a, b) => firstNames.filter((x) => x === b).length - firstNames.filter((x) => x === a).length)[0] ?? '';
  const missShare = (setup: SetupDef) => {
    let met = 0;
    let missed = 0;
    for (let s = 1; s <= n; s++) {
      const o = w.hunt(setup, first.def, s * 2654435761);
      if (o.huntResult === 'NoGhost' || o.huntResult === 'NoSpecialBait') continue;
      met++;
      if (o.huntResult === 'GhostTooPowerful') missed++;
    }
    return met ? missed / met : NaN;
  };
  const upgrade = firstUpgradeName ? w.item(firstUpgradeName) : undefined;
  const upgraded = w.setup(
    [
      ...w.starterKit.items
        .map((i) => i.itemId)
        .filter((id) => !upgrade || w.type(w.items.get(id)) !== w.type(upgrade) || w.type(upgrade) === 'relic'),
      ...(upgrade ? [upgrade.id] : []),
    ],
    () => 99,
  );
  const gaps = gearBuys.flatMap((list) => list.slice(1).map((p, i) => p.hunt - list[i].hunt));
  const regions = w.regions.map((r, i) => {
    const done = runs.map((run) => run.regionDone[i]).filter((d): d is number => d !== null);
    const start = runs.map((run) => (i === 0 ? 0 : run.regionDone[i - 1])).filter((d): d is number => d !== null);
    const hunts = median(done) - median(start);
    const firstGround = w.grounds.find((g) => g.regionIndex === i)!;
    return {
      name: r.name as string,
      hunts,
      casualDays: hunts / CASUAL_HUNTS_PER_DAY,
      activeDays: hunts / ACTIVE_HUNTS_PER_DAY,
      arrival: spread(runs.map((run) => run.arrivals.get(firstGround.dto.name))),
    };
  });
  const groundGaps = runs.map((run) => {
    const times = w.grounds.map((g) => run.arrivals.get(g.dto.name)).filter((x): x is number => x !== undefined);
    return median(times.slice(1).map((t, i) => t - times[i]));
  });
  const goldOverTime = GOLD_CHECKPOINTS.map((hunts) => {
    const held = runs.map((r) => r.goldAt.get(hunts)).filter((x): x is number => x !== undefined);
    return { hunts, gold: median(held), players: held.length };
  });
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.spent)))];
  const totalSpent = runs.reduce((a, r) => a + Object.values(r.spent).reduce((x, y) => x + y, 0), 0);
  const spending = kinds
    .map((what) => ({
      what,
      gold: median(runs.map((r) => r.spent[what] ?? 0)),
      share: runs.reduce((a, r) => a + (r.spent[what] ?? 0), 0) / (totalSpent || 1),
    }))
    .sort((a, b) => b.share - a.share);

  const got = obtainable(w);
  const grounds: GroundFigures[] = w.grounds.map((g) => {
    const per = runs.map((r) => r.perGround.get(g.dto.name)).filter((x): x is NonNullable<typeof x> => !!x && x.hunts > 0);
    const sum = (f: (x: (typeof per)[number]) => number) => per.reduce((a, x) => a + f(x), 0);
    const hunts = sum((x) => x.hunts);
    const best = bestSetup(w, g, got);
    const weights = g.table.enemies.filter((e) => !w.enemies.get(e.enemyId)!.midnightGhost);
    const total = weights.reduce((a, e) => a + e.rangeMax - e.rangeMin + 1, 0);
    const bestCatch =
      weights.reduce((a, e) => a + (e.rangeMax - e.rangeMin + 1) * w.catchRate(best, g, w.enemies.get(e.enemyId)!, 100), 0) / total;
    const missed = sum((x) => x.results['GhostTooPowerful'] ?? 0);
    const met = sum((x) => x.hunts - (x.results['NoGhost'] ?? 0) - (x.results['NoSpecialBait'] ?? 0));
    return {
      name: g.dto.name,
      region: g.region.name,
      misses: met ? missed / met : NaN,
      arrivals: spread(runs.map((r) => r.arrivals.get(g.dto.name))),
      playedCatch: hunts ? sum((x) => x.catches) / hunts : NaN,
      bestCatch,
      netGoldPerHunt: hunts ? sum((x) => x.gold - x.spent) / hunts : NaN,
      xpPerHunt: hunts ? sum((x) => x.xp) / hunts : NaN,
      cooldownMin: Math.max(8, 15 + g.def.additionalHuntTime),
      arrival: median(runs.map((r) => r.arrivals.get(g.dto.name)).filter((x): x is number => x !== undefined)),
      huntsPlayed: hunts,
    };
  });

  const ghosts: GhostFigure[] = [];
  for (const g of w.grounds) {
    const best = bestSetup(w, g, got);
    for (const e of g.table.enemies) {
      const enemy = w.enemies.get(e.enemyId)!;
      ghosts.push({ ground: g.dto.name, ghost: enemy.name, bestRate: w.catchRate(best, g, enemy, seeds) });
    }
  }
  // Ghosts outside the tables: Nessy ghosts with the items that attract them, special ghosts on their region's grounds.
  const inTables = new Set(w.grounds.flatMap((g) => g.table.enemies.map((e) => e.enemyId)));
  for (const enemy of w.enemies.values()) {
    if (inTables.has(enemy.id)) continue;
    const dto = w.enemyDtos.get(enemy.id)!;
    const lure = [...w.items.values()].find((i) => i.canAttractEnemyId === enemy.id);
    const regionOf = lure ? w.regionOf(lure) : w.regionIndexOfSpecial(dto.name);
    const g = [...w.grounds].reverse().find((x) => x.regionIndex === Math.min(regionOf, w.regions.length - 1))!;
    ghosts.push({
      ground: `${g.dto.name} (${enemy.nessyGhost ? 'attracted' : 'special'})`,
      ghost: enemy.name,
      bestRate: w.catchRate(bestSetup(w, g, got), g, enemy as EnemyDef, seeds),
    });
  }

  const rankHunts = w.ranks.slice(1).map((r) => ({
    name: r.name as string,
    xp: r.xp as number,
    hunts: median(runs.map((run) => run.ranks.get(r.name)).filter((x): x is number => x !== undefined)),
  }));
  const byItem = new Map<string, number[]>();
  for (const run of runs)
    for (const p of run.purchases) if (!byItem.has(`${p.name}|${run.hunts}|x`)) byItem.set(p.name, [...(byItem.get(p.name) ?? []), p.hunt]);
  const upgrades = [...byItem]
    .map(([name, hunts]) => {
      const listing = w.listed.get(w.item(name).id);
      return { name, where: listing ? `${listing.shop} / ${listing.tab}` : '-', hunts: median(hunts), players: hunts.length };
    })
    .sort((a, b) => a.hunts - b.hunts);
  return {
    players,
    starter: {
      netGoldPerHunt: (gold - spent) / n,
      catchRate: caught / n,
      firstTenMean: firstTen.reduce((a, b) => a + b, 0) / players,
      firstTenAtLeastSix: firstTen.filter((c) => c >= 6).length / players,
      misses: missShare(starter),
      missesAfterUpgrade: missShare(upgraded),
      firstUpgradeName,
    },
    firstUpgrade: median(gearBuys.map((l) => l[0]?.hunt ?? Infinity)),
    upgradeGaps: { median: median(gaps), days: median(gaps) / CASUAL_HUNTS_PER_DAY },
    regions,
    groundGap: median(groundGaps.filter(Number.isFinite)),
    goldOverTime,
    spending,
    unoffered: unofferedNeeds(w),
    dominatedBaits: dominatedBaits(w),
    grounds,
    ranks: rankHunts,
    upgrades,
    ghosts,
    unreachable: unreachableGrounds(w),
    useless: uselessSoldItems(w, w.packagedItemIds),
    runs,
  };
}
