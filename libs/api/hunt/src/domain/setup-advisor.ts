import { oddsReport } from './hunt-odds';
import { EnemyDef, GroundDef, SetupDef } from './hunt.types';

// The best-setup advisor: which owned combination hunts best on a ground, scored with the hunt's odds report.

export type AdviceGoal = 'catch' | 'gold';

/** An owned item the advisor may place: its id and the equipment type it fills (`slots` places per setup). */
export interface AdvisorItem {
  itemId: string;
  type: string;
  slots: number;
}

export interface AdvisorInput {
  now: number;
  ground: GroundDef;
  enemies: ReadonlyMap<string, EnemyDef>;
  /** Owned equipment the search may place (always-equipped items are not here: every setup holds them). */
  items: readonly AdvisorItem[];
  /** Owned items of always-equipped types (in every combination). */
  always: readonly string[];
  /** The saved setups' equipment item ids (always-equipped ones excluded), by setup index. */
  setups: readonly { index: number; itemIds: readonly string[] }[];
  /** The engine's setup of a combination of item ids (always-equipped ones included by the caller). */
  setupOf: (itemIds: readonly string[]) => SetupDef;
}

export interface AdvisorScore {
  /** The hunt would be refused for its bait: the combination cannot hunt here. */
  baitRefusal: 'NoBait' | 'WrongBait' | null;
  catchRate: number;
  gold: number;
  xp: number;
}

export interface AdvisedSetup extends AdvisorScore {
  /** Equipment item ids of the combination (always-equipped ones excluded), sorted. */
  itemIds: string[];
  /** The saved setup that holds exactly this combination, or null. */
  setupIndex: number | null;
}

export interface Advice {
  setups: (AdvisorScore & { index: number; itemIds: string[] })[];
  best: Record<AdviceGoal, AdvisedSetup | null>;
}

/** How many rounds of one-item changes the search makes from each start (it stops earlier when nothing improves). */
export const ADVISOR_MAX_ROUNDS = 8;

/**
 * The most combinations one advice scores, saved setups included (each is one `oddsReport`, a fraction of a
 * millisecond): the search stops changing items once it has scored this many, so a player with a large collection
 * costs the server a few tens of milliseconds at most, not a few hundred.
 */
export const ADVISOR_MAX_SCORED = 60;

function keyOf(itemIds: readonly string[]): string {
  return [...itemIds].sort().join(',');
}

/** Tolerance of float comparisons between two scores (sums of products of probabilities). */
const EPSILON = 1e-9;

/** Positive when `a` is better than `b` for the goal: a setup that can hunt first, then the goal, then the other figure. */
function compare(a: AdvisorScore, b: AdvisorScore, goal: AdviceGoal): number {
  if (!!a.baitRefusal !== !!b.baitRefusal) return a.baitRefusal ? -1 : 1;
  const [a1, a2, b1, b2] = goal === 'catch' ? [a.catchRate, a.gold, b.catchRate, b.gold] : [a.gold, a.catchRate, b.gold, b.catchRate];
  if (Math.abs(a1 - b1) > EPSILON * Math.max(1, Math.abs(b1))) return a1 - b1;
  if (Math.abs(a2 - b2) > EPSILON * Math.max(1, Math.abs(b2))) return a2 - b2;
  return 0;
}

/**
 * Which owned combination hunts best on this ground, for the catch rate or the gold per hunt. Every saved setup is
 * scored with `oddsReport`; then, from the best saved setup for each goal, the search changes one item at a time
 * (add an owned item to a free place of its type, or swap it for one of its type) and keeps the best change, until no
 * change helps or ADVISOR_MAX_ROUNDS rounds passed. It keeps each type's places per setup, so every combination it
 * proposes can be equipped. A local search: it finds the best setup reachable by single changes, which for the
 * engine's stats (power, mystic power, bonuses add up) is the best one in practice. The search scores at most
 * ADVISOR_MAX_SCORED combinations in all: past that it keeps the best it found (never worse than the best saved setup).
 */
export function adviseSetups(input: AdvisorInput): Advice {
  const cache = new Map<string, AdvisorScore>();
  const score = (itemIds: readonly string[]): AdvisorScore => {
    const key = keyOf(itemIds);
    let s = cache.get(key);
    if (!s) {
      const report = oddsReport({
        now: input.now,
        ground: input.ground,
        enemies: input.enemies,
        setup: input.setupOf([...itemIds, ...input.always]),
      });
      s = { baitRefusal: report.baitRefusal, catchRate: report.catchRate, gold: report.gold, xp: report.xp };
      cache.set(key, s);
    }
    return s;
  };
  /** The combination's score if it was scored already or fewer than `limit` were, else null (not considered). */
  const scoreWithin = (itemIds: readonly string[], limit: number): AdvisorScore | null =>
    cache.has(keyOf(itemIds)) || cache.size < limit ? score(itemIds) : null;
  const typeOf = new Map(input.items.map((i) => [i.itemId, i]));
  const known = (ids: readonly string[]) => ids.filter((id) => typeOf.has(id)).sort();
  const setups = input.setups.map((s) => ({ index: s.index, itemIds: known(s.itemIds), ...score(known(s.itemIds)) }));

  const neighbours = (current: string[]): string[][] => {
    const out: string[][] = [];
    for (const candidate of input.items) {
      if (current.includes(candidate.itemId)) continue;
      const same = current.filter((id) => typeOf.get(id)!.type === candidate.type);
      if (same.length < candidate.slots) out.push([...current, candidate.itemId]);
      for (const old of same) out.push([...current.filter((id) => id !== old), candidate.itemId]);
    }
    return out;
  };

  const best = {} as Record<AdviceGoal, AdvisedSetup | null>;
  const goals = ['catch', 'gold'] as const;
  for (const [g, goal] of goals.entries()) {
    // Each goal's search gets an even share of what the cap leaves.
    const limit = cache.size + Math.floor(Math.max(0, ADVISOR_MAX_SCORED - cache.size) / (goals.length - g));
    const starts = [...setups].sort((a, b) => compare(b, a, goal) || a.index - b.index);
    let current = starts.length > 0 ? starts[0].itemIds : [];
    for (let round = 0; round < ADVISOR_MAX_ROUNDS; round++) {
      let next: string[] | null = null;
      let nextScore = score(current);
      for (const candidate of neighbours(current)) {
        const s = scoreWithin(candidate, limit);
        if (s && compare(s, nextScore, goal) > 0) {
          next = candidate;
          nextScore = s;
        }
      }
      if (!next) break;
      current = next;
    }
    const s = score(current);
    const itemIds = [...current].sort();
    const saved = setups.find((x) => keyOf(x.itemIds) === keyOf(itemIds));
    best[goal] = s.baitRefusal ? null : { ...s, itemIds, setupIndex: saved ? saved.index : null };
  }
  return { setups, best };
}
