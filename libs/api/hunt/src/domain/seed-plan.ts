import { HuntKind } from './hunt.types';

/**
 * A list of seeds a player's next hunts take in order instead of fresh ones, while its window is open: how a timed
 * event gives every entrant the same rolls. `used` counts the seeds already taken. Auto-hunts never take one: the
 * player decides when a planned hunt happens, so the hunts the player sounds (regular, quick, chrono) do.
 */
export interface SeedPlan {
  id: string;
  startsAt: number;
  endsAt: number;
  seeds: number[];
  used: number;
}

/** Where a planned hunt's seed came from, stored with its replay record. */
export interface PlannedSeed {
  id: string;
  index: number;
  seed: number;
}

/** The seed the plan gives a hunt of `kind` at `now`, or null (no plan, outside its window, used up, an auto-hunt). */
export function plannedSeed(plan: SeedPlan | null | undefined, now: number, kind: HuntKind): PlannedSeed | null {
  if (!plan || kind === 'auto') return null;
  if (now < plan.startsAt || now >= plan.endsAt) return null;
  if (plan.used >= plan.seeds.length) return null;
  return { id: plan.id, index: plan.used, seed: plan.seeds[plan.used] };
}
