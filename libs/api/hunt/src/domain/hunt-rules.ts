import { GroundDef, SetupDef } from './hunt.types';

/** The hunt's fixed numbers, the cooldown it starts and the bait check before any roll (docs/hunt-mechanics.md). */
export const ROUNDS = 5;
export const ROLL_SPACE = 10_000;
export const BASE_COOLDOWN_MS = 15 * 60_000;
export const MIN_COOLDOWN_MS = 8 * 60_000;
export const LEPRECHAUN_COOLDOWN_MS = 5_000;
export const MYSTIC_CAP_PERCENT = 25;
/** Chance per round of a ghost attracted by an equipped item (when it has no chance of its own), percent. */
export const DEFAULT_ATTRACT_CHANCE = 10;
/** Midnight ghosts walk from 00:00 to 00:59 UTC. */
export const MIDNIGHT_HOUR_UTC = 0;
/** Below its scare factor a ghost is caught with (power / scare factor) to this power (docs/hunt-mechanics.md §4). */
export const CATCH_CURVE_EXPONENT = 3;

/** Cooldown after a sounded regular hunt: 15 min + ground time + setup T/SC, never below 8 min (5 s with Leprechaun's luck). */
export function cooldownMs(additionalHuntTimeMin: number, tscMin: number, leprechaunsLuck: boolean): number {
  if (leprechaunsLuck) return LEPRECHAUN_COOLDOWN_MS;
  return Math.max(MIN_COOLDOWN_MS, BASE_COOLDOWN_MS + Math.trunc(additionalHuntTimeMin) * 60_000 + Math.trunc(tscMin) * 60_000);
}

/** Why this setup cannot hunt on this ground for its bait (no bait, or not the ground's special bait), or null. */
export function baitRefusal(
  setup: Pick<SetupDef, 'baitItemId' | 'baitAmount'>,
  ground: Pick<GroundDef, 'specialBaitItemIds'>,
): 'NoBait' | 'WrongBait' | null {
  if (!setup.baitItemId || setup.baitAmount <= 0) return 'NoBait';
  if (ground.specialBaitItemIds.length > 0 && !ground.specialBaitItemIds.includes(setup.baitItemId)) return 'WrongBait';
  return null;
}
