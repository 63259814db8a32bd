/**
 * Hunting together in the balance simulation: what a hunting party of five and a séance map add per hour of play,
 * next to the same players hunting alone.
 *
 * The simulation runs in process, as the rest of the script does: the rules come from the code the routes run, not
 * from HTTP. Who is taken along is decided by the hunt's `takeAlongRefusal` (same region, off cooldown, active in the
 * last hour, no puzzle owed, bait), at most `SOCIAL_LIMITS.maxPartySize` friends, the most recently active first; the
 * sounder's bonus is `partyXpBonus`; every hunt, taken along or not, goes through the engine (`World.hunt`) with the
 * hunter's own setup and seed, and a taken-along hunt restarts that friend's cooldown. A map's ghosts are drawn by
 * social's `drawGhosts` from the grounds the owner visited, its chests are social's `chestOf` over the map ghosts'
 * loot tables. The scroll that starts a map must come the way a player gets one: a ghost of a visited ground drops
 * it, or a shop screen lists it (`World.listed`, the laboratory's craft for the Candle-Stub scroll).
 *
 * Time: every player presses HUNT at the script's active pace (ACTIVE_HUNTS_PER_DAY, every 30 minutes), each at its
 * own offset; a press on cooldown is refused and only counts as activity. The engine runs at the script's noon
 * (SIM_NOW) so midnight ghosts stay out, and the cooldown each hunt starts is the engine's own.
 */
import { SEANCE_MAP_LIMITS, SeanceTier, seanceTierOf, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { partyXpBonus, takeAlongRefusal } from '../../libs/api/hunt/src/domain/hunting-party';
import { EnemyDef, HuntOutcome, SetupDef } from '../../libs/api/hunt/src/domain/hunt.types';
import { chestOf, drawGhosts } from '../../libs/api/social/src/domain/seance-map';
import { seanceGhostPool } from '../../libs/api/hunt/src/domain/seance-pool';
import { ACTIVE_HUNTS_PER_DAY } from './metrics';
import { Ground, PlayerRun, SIM_NOW, World } from './sim';

/** Minutes between two presses of HUNT at the active pace. */
export const PRESS_MINUTES = (24 * 60) / ACTIVE_HUNTS_PER_DAY;
/** A party: the sounder and the friends it may take along. */
export const PARTY_SIZE = 1 + SOCIAL_LIMITS.maxPartySize;
/** Hours of play simulated for the solo and party figures. */
export const SESSION_HOURS = 24;
const MINUTE = 60_000;
const CATCH = new Set(['SuccessRegular', 'SuccessMystic']);

/** One simulated hunter: its ground and setup there (from the balance run), and what it earned. */
export interface Hunter {
  name: string;
  ground: Ground;
  setup: SetupDef;
  /** Its setups on the grounds it hunted before (a map sends it back there). */
  setups: ReadonlyMap<string, SetupDef>;
  /** The grounds it has visited (a map's ghosts are drawn from these). */
  visited: readonly Ground[];
}

/** What one player earned over a stretch of play. */
export interface Tally {
  hours: number;
  hunts: number;
  /** Of these hunts, those another player's hunt took it along on. */
  takenAlong: number;
  xp: number;
  /** The sounder's party bonus (in `xp` too). */
  bonusXp: number;
  /** The xp of the hunts it sounded itself (the bonus is a share of these). */
  ownXp: number;
  /** Gold earned less bait, consumables and travel spent. */
  gold: number;
  /** Loot units (hunt drops and chest items). */
  loot: number;
  /** Séance scrolls among the loot. */
  scrolls: number;
}

export interface PerHour {
  hunts: number;
  xp: number;
  gold: number;
  loot: number;
}

export const perHour = (t: Tally): PerHour => ({
  hunts: t.hunts / t.hours,
  xp: t.xp / t.hours,
  gold: t.gold / t.hours,
  loot: t.loot / t.hours,
});

const emptyTally = (hours: number): Tally => ({
  hours,
  hunts: 0,
  takenAlong: 0,
  xp: 0,
  bonusXp: 0,
  ownXp: 0,
  gold: 0,
  loot: 0,
  scrolls: 0,
});

/** A small deterministic generator (the draws and chests take numbers in [0, 1)). */
export function rngOf(seed: number): { next(): number; seed(): number } {
  let a = seed >>> 0;
  const step = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { next: () => step() / 4294967296, seed: step };
}

/** Books one hunt's outcome on a tally: xp, gold less what it used up, loot. */
function book(w: World, t: Tally, setup: SetupDef, out: HuntOutcome): void {
  if (!out.sounded) return;
  t.hunts++;
  t.xp += out.xp;
  t.gold += out.currencies.find((c) => c.name === 'gold')?.value ?? 0;
  const bait = setup.baitItemId ? w.items.get(setup.baitItemId) : undefined;
  if (bait) t.gold -= w.gold(bait) * out.baitUsed;
  for (const c of out.consumed ?? []) t.gold -= w.gold(w.items.get(c.itemId)!) * c.amount;
  for (const l of out.loot) {
    t.loot += l.amount;
    if (w.type(w.items.get(l.itemId)) === 'seancescroll') t.scrolls += l.amount;
  }
}

/** The hunter's setup with bait in stock: the simulated players restock bait as they go (its price is booked). */
const stocked = (s: SetupDef): SetupDef => ({ ...s, baitAmount: 999 });

/**
 * Hunters pressing HUNT every PRESS_MINUTES for `hours`, alone (`party: false`) or all friends with the party switch
 * on (`party: true`): then each sounded hunt takes along the friends `takeAlongRefusal` lets through.
 */
export function playTogether(w: World, hunters: readonly Hunter[], hours: number, party: boolean, seed: number): Tally[] {
  const rng = rngOf(seed);
  const tallies = hunters.map(() => emptyTally(hours));
  const nextHuntAt = hunters.map(() => 0);
  const lastActiveAt = hunters.map(() => -Infinity);
  const offsets = hunters.map((_, i) => Math.floor(((i + rng.next()) * PRESS_MINUTES) / hunters.length) * MINUTE);
  const presses: { at: number; who: number }[] = [];
  for (let i = 0; i < hunters.length; i++)
    for (let at = offsets[i]; at < hours * 60 * MINUTE; at += PRESS_MINUTES * MINUTE) presses.push({ at, who: i });
  presses.sort((a, b) => a.at - b.at || a.who - b.who);
  const huntOnce = (i: number, at: number) => {
    const setup = stocked(hunters[i].setup);
    const out = w.hunt(setup, hunters[i].ground.def, rng.seed());
    if (out.sounded) nextHuntAt[i] = at + (out.nextAllowedHuntAt - SIM_NOW);
    book(w, tallies[i], setup, out);
    return out;
  };
  for (const { at, who } of presses) {
    lastActiveAt[who] = at;
    if (nextHuntAt[who] > at) continue; // refused: on cooldown (maybe from a hunt a friend took it along on)
    const own = huntOnce(who, at);
    if (own.sounded) tallies[who].ownXp += own.xp;
    if (!party || !own.sounded) continue;
    const friends = hunters
      .map((h, j) => ({ h, j }))
      .filter(({ j }) => j !== who)
      .filter(
        ({ h, j }) =>
          takeAlongRefusal(
            {
              sameRegion: h.ground.regionIndex === hunters[who].ground.regionIndex,
              nextHuntAt: nextHuntAt[j],
              lastActiveAt: lastActiveAt[j],
              puzzleOwed: false,
              baitRefusal: h.setup.baitItemId ? null : 'NoBait',
            },
            at,
          ) === null,
      )
      .sort((a, b) => lastActiveAt[b.j] - lastActiveAt[a.j])
      .slice(0, SOCIAL_LIMITS.maxPartySize);
    let sounded = 0;
    for (const { j } of friends) {
      const before = tallies[j].hunts;
      huntOnce(j, at);
      if (tallies[j].hunts > before) {
        sounded++;
        tallies[j].takenAlong++;
      }
    }
    const bonus = partyXpBonus(own.xp, sounded);
    tallies[who].xp += bonus;
    tallies[who].bonusXp += bonus;
  }
  return tallies;
}

/** The ghosts a map of `count` ghosts may draw for a hunter: the hunt's own pool rule over its visited grounds. */
export function ghostPool(hunter: Pick<Hunter, 'ground' | 'visited'>, count: number): EnemyDef[] {
  const grounds = hunter.visited.map((g) => ({ regionId: String(g.regionIndex), ghosts: g.ghosts }));
  return seanceGhostPool(grounds, String(hunter.ground.regionIndex), count);
}

/** Where a scroll of a tier comes from for a hunter: a shop screen, a ghost of a ground it visited, or nowhere. */
export function scrollSource(w: World, tier: SeanceTier, visited: readonly Ground[]): { scroll: string; from: string } | null {
  const scrolls = [...w.items.values()].filter((i) => w.type(i) === 'seancescroll' && tierOf(w, i.rarity) === tier);
  for (const s of scrolls) {
    const listing = w.listed.get(s.id);
    if (listing) return { scroll: s.name, from: `${w.craftedInShop(s) ? 'crafted' : 'bought'} (${listing.shop}, ${listing.tab})` };
  }
  for (const s of scrolls)
    for (const g of visited)
      for (const e of g.ghosts)
        if (e.loot.some((l) => l.itemId === s.id)) return { scroll: s.name, from: `dropped (${e.name}, ${g.dto.name})` };
  return null;
}

/** A scroll's tier from its rarity's short name, read from the catalogue snapshot as the map's start reads it. */
function tierOf(w: World, rarityId: string | null | undefined): SeanceTier {
  return seanceTierOf(rarityId ? (w.snapshot.get('rarity', rarityId) as { shortName?: string } | undefined)?.shortName : null);
}

/** One séance map played to its end: how long it ran, whether it finished, and what each member earned meanwhile. */
export interface MapRun {
  tier: SeanceTier;
  ghosts: number;
  hours: number;
  completed: boolean;
  /** Per member (the owner first): hunts, xp, gold (hunts and chest, less bait, consumables and travel), loot. */
  tallies: Tally[];
  /** Per member: the map ghosts it caught first. */
  caught: number[];
  /** Per member: the chest it was paid (null: none, it caught no map ghost). */
  chests: ({ gold: number; items: number } | null)[];
}

/**
 * A séance map of `tier` started by the first hunter, the others members, every member pressing HUNT every
 * PRESS_MINUTES alone (no party, so the figures are the map's own). Before each hunt a member whose ground holds no
 * uncaught map ghost goes to the visited ground whose table holds the largest share of them (paying its travel cost)
 * and hunts there
 * with its setup for that ground (its current one, or the one it had there when the ground asks for special bait).
 * The first catch of a map ghost marks it; when all are caught (or after 7 days) the chests are paid.
 */
export function playMap(w: World, members: readonly Hunter[], tier: SeanceTier, seed: number): MapRun {
  const rng = rngOf(seed);
  const owner = members[0];
  const count = SEANCE_MAP_LIMITS.ghostsByTier[tier];
  const pool = ghostPool(owner, count);
  if (pool.length < count) throw new Error(`${owner.name}: ${pool.length} ghosts visited, a tier ${tier} map needs ${count}`);
  const mapGhosts = drawGhosts(
    pool.map((e) => e.id),
    count,
    rng,
  );
  const caughtBy = new Map<string, number>();
  const lifetime = SEANCE_MAP_LIMITS.lifetimeMs;
  const tallies = members.map(() => emptyTally(0));
  const here = members.map((m) => m.ground);
  const nextHuntAt = members.map(() => 0);
  const offsets = members.map((_, i) => Math.floor(((i + rng.next()) * PRESS_MINUTES) / members.length) * MINUTE);
  const share = (g: Ground) => {
    const width = (e: { rangeMin: number; rangeMax: number }) => e.rangeMax - e.rangeMin + 1;
    const total = g.table.enemies.reduce((a, e) => a + width(e), 0);
    const open = g.table.enemies.filter((e) => mapGhosts.includes(e.enemyId) && !caughtBy.has(e.enemyId));
    return total === 0 ? 0 : open.reduce((a, e) => a + width(e), 0) / total;
  };
  // Special bait and monster plasma are ground-specific: there the member hunts with the setup it had on that ground.
  const ownSetup = (g: Ground) => g.def.specialBaitItemIds.length > 0 || g.ghosts.some((e) => e.monster);
  const setupOn = (m: Hunter, g: Ground) => (ownSetup(g) && g !== m.ground ? m.setups.get(g.dto.name) : m.setup);
  let end = lifetime;
  for (let at = 0; at < lifetime && caughtBy.size < mapGhosts.length; at += MINUTE) {
    for (let i = 0; i < members.length; i++) {
      if ((at - offsets[i]) % (PRESS_MINUTES * MINUTE) !== 0 || at < offsets[i] || nextHuntAt[i] > at) continue;
      const m = members[i];
      const target = m.visited
        .filter((g) => setupOn(m, g))
        .map((g) => ({ g, s: share(g) }))
        .sort((a, b) => b.s - a.s)[0];
      if (target && target.s > 0 && share(here[i]) === 0) {
        tallies[i].gold -= target.g.dto.travelCost;
        here[i] = target.g;
      }
      const setup = stocked(setupOn(m, here[i])!);
      const out = w.hunt(setup, here[i].def, rng.seed());
      if (out.sounded) nextHuntAt[i] = at + (out.nextAllowedHuntAt - SIM_NOW);
      book(w, tallies[i], setup, out);
      if (CATCH.has(out.huntResult) && out.enemyId && mapGhosts.includes(out.enemyId) && !caughtBy.has(out.enemyId)) {
        caughtBy.set(out.enemyId, i);
        if (caughtBy.size === mapGhosts.length) end = at + MINUTE;
      }
    }
  }
  const completed = caughtBy.size === mapGhosts.length;
  const ghostLoot = mapGhosts.map((id) => w.enemies.get(id)!.loot.map((l) => ({ itemId: l.itemId, amountMax: l.amountMax })));
  const caught = members.map((_, i) => [...caughtBy.values()].filter((x) => x === i).length);
  const chests = members.map((_, i) => {
    if (caught[i] === 0) return null;
    const chest = chestOf(tier, completed ? 'complete' : 'consolation', i === 0, ghostLoot, rng);
    const items = chest.items.reduce((a, x) => a + x.amount, 0);
    tallies[i].gold += chest.gold;
    tallies[i].loot += items;
    return { gold: chest.gold, items };
  });
  const hours = end / (60 * MINUTE);
  for (const t of tallies) t.hours = hours;
  return { tier, ghosts: mapGhosts.length, hours, completed, tallies, caught, chests };
}

/** The hunters of a balance run who hunted on `ground`: their setup there, their earlier setups and visited grounds. */
export function huntersOn(w: World, runs: readonly PlayerRun[], ground: Ground): Hunter[] {
  return runs.flatMap((run, i) => {
    const setup = run.setups.get(ground.dto.name);
    if (!setup) return [];
    const visited = w.grounds.filter((g) => run.arrivals.has(g.dto.name) && w.grounds.indexOf(g) <= w.grounds.indexOf(ground));
    return [{ name: `player ${i}`, ground, setup, setups: run.setups, visited }];
  });
}

/** The ground of each region where the players spent most of their hunts. */
export function busiestGrounds(w: World, runs: readonly PlayerRun[]): Ground[] {
  return w.regions.flatMap((_, r) => {
    const own = w.grounds.filter((g) => g.regionIndex === r);
    const hunts = (g: Ground) => runs.reduce((a, run) => a + (run.perGround.get(g.dto.name)?.hunts ?? 0), 0);
    const best = own.sort((a, b) => hunts(b) - hunts(a))[0];
    return best && hunts(best) > 0 ? [best] : [];
  });
}

export interface TogetherRow {
  region: string;
  ground: string;
  groups: number;
  solo: PerHour;
  party: PerHour;
  /** Share of a party player's hunts that a friend's hunt took it along on; the sounder's bonus xp per hour. */
  takenAlongShare: number;
  bonusXpPerHour: number;
  maps: MapRow[];
}

export interface MapRow {
  tier: SeanceTier;
  ghosts: number;
  scroll: string;
  from: string;
  /** Median hours a map of five ran; share of maps finished within 7 days. */
  hours: number;
  completed: number;
  /** Per member and hour over the map's run, chests included. */
  member: PerHour;
  /** Median gold of a chest paid. */
  chestGold: number;
  /** Séance scrolls a solo player finds per 100 hunts on this ground. */
  scrollsPer100Hunts: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Sum of tallies, as one tally over the summed hours (a per-hour figure over all the players). */
function pooled(ts: readonly Tally[]): Tally {
  return ts.reduce(
    (a, t) => ({
      hours: a.hours + t.hours,
      hunts: a.hunts + t.hunts,
      takenAlong: a.takenAlong + t.takenAlong,
      xp: a.xp + t.xp,
      bonusXp: a.bonusXp + t.bonusXp,
      ownXp: a.ownXp + t.ownXp,
      gold: a.gold + t.gold,
      loot: a.loot + t.loot,
      scrolls: a.scrolls + t.scrolls,
    }),
    emptyTally(0),
  );
}

/**
 * Per region (its busiest ground): groups of PARTY_SIZE players of the balance run, each hunting there alone and then
 * as a party for SESSION_HOURS, and a séance map of each tier whose scroll they can obtain there.
 */
export function togetherEffect(w: World, runs: readonly PlayerRun[], maxGroups = 8): TogetherRow[] {
  return busiestGrounds(w, runs).map((ground, r) => {
    const hunters = huntersOn(w, runs, ground);
    const groups = Array.from({ length: Math.min(maxGroups, Math.floor(hunters.length / PARTY_SIZE)) }, (_, k) =>
      hunters.slice(k * PARTY_SIZE, (k + 1) * PARTY_SIZE),
    );
    const solo = pooled(groups.flatMap((g, k) => playTogether(w, g, SESSION_HOURS, false, 9001 + k * 31 + r)));
    const party = pooled(groups.flatMap((g, k) => playTogether(w, g, SESSION_HOURS, true, 9001 + k * 31 + r)));
    const maps: MapRow[] = [];
    for (const tier of [1, 2, 3] as SeanceTier[]) {
      const eligible = groups.filter(
        (g) =>
          ghostPool(g[0], SEANCE_MAP_LIMITS.ghostsByTier[tier]).length >= SEANCE_MAP_LIMITS.ghostsByTier[tier] &&
          scrollSource(w, tier, g[0].visited),
      );
      if (eligible.length === 0) continue;
      const source = scrollSource(w, tier, eligible[0][0].visited)!;
      const played = eligible.map((g, k) => playMap(w, g, tier, 7001 + k * 17 + tier * 101 + r));
      const paid = played.flatMap((m) => m.chests.filter((c): c is { gold: number; items: number } => c !== null));
      maps.push({
        tier,
        ghosts: SEANCE_MAP_LIMITS.ghostsByTier[tier],
        scroll: source.scroll,
        from: source.from,
        hours: median(played.map((m) => m.hours)),
        completed: played.filter((m) => m.completed).length / played.length,
        member: perHour(pooled(played.flatMap((m) => m.tallies))),
        chestGold: median(paid.map((c) => c.gold)),
        scrollsPer100Hunts: solo.hunts > 0 ? (100 * solo.scrolls) / solo.hunts : 0,
      });
    }
    return {
      region: ground.region.name as string,
      ground: ground.dto.name,
      groups: groups.length,
      solo: perHour(solo),
      party: perHour(party),
      takenAlongShare: party.hunts > 0 ? party.takenAlong / party.hunts : 0,
      bonusXpPerHour: party.bonusXp / Math.max(1, party.hours),
      maps,
    };
  });
}
