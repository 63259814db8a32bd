import {
  MIRROR_NIGHT_MAX_HOURS,
  MIRROR_NIGHT_MAX_HUNTS,
  MIRROR_NIGHT_NAME_MAX,
  MIRROR_NIGHT_DEFAULT_HUNTS,
  MirrorNightPhase,
} from '@grimhunt/contracts';

/** A scheduled Mirror Night. Times are ms since the epoch; `seeds` has `hunts` entries, drawn at creation. */
export interface MirrorNight {
  id: string;
  name: string;
  startsAt: number;
  endsAt: number;
  hunts: number;
  parScore: number;
  seeds: number[];
}

export interface MirrorNightSchedule {
  name: string;
  startsAt: number;
  endsAt: number;
  hunts: number;
  parScore: number;
}

export function phaseOf(night: Pick<MirrorNight, 'startsAt' | 'endsAt'>, now: number): MirrorNightPhase {
  if (now < night.startsAt) return 'upcoming';
  return now < night.endsAt ? 'running' : 'finished';
}

/** `count` whole-number seeds (0 to 2^32 - 1) from a source of numbers in [0, 1). */
export function drawSeeds(next: () => number, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(next() * 0x1_0000_0000) >>> 0);
}

export type EnterRefusal = 'ended' | 'already-entered' | 'entered-elsewhere';

/**
 * A player may enter before the night starts or while it runs (the planned hunts start with the first hunt inside
 * the window); not once it has ended, not twice, and not while entered in another night that has not ended (a
 * player holds one list of seeds at a time).
 */
export function decideEnter(input: {
  night: MirrorNight;
  now: number;
  alreadyEntered: boolean;
  enteredElsewhere: boolean;
}): EnterRefusal | null {
  if (phaseOf(input.night, input.now) === 'finished') return 'ended';
  if (input.alreadyEntered) return 'already-entered';
  if (input.enteredElsewhere) return 'entered-elsewhere';
  return null;
}

/** Checks an admin's schedule: the messages of what is wrong (empty when valid). */
export function scheduleProblems(s: MirrorNightSchedule): string[] {
  const problems: string[] = [];
  if (s.name.trim().length === 0 || s.name.length > MIRROR_NIGHT_NAME_MAX)
    problems.push(`name must have 1 to ${MIRROR_NIGHT_NAME_MAX} characters`);
  if (!Number.isFinite(s.startsAt) || !Number.isFinite(s.endsAt)) problems.push('starts and ends must be dates');
  else if (s.endsAt <= s.startsAt) problems.push('ends must be after starts');
  else if (s.endsAt - s.startsAt > MIRROR_NIGHT_MAX_HOURS * 3_600_000)
    problems.push(`a Mirror Night lasts at most ${MIRROR_NIGHT_MAX_HOURS} hours`);
  if (!Number.isInteger(s.hunts) || s.hunts < 1 || s.hunts > MIRROR_NIGHT_MAX_HUNTS)
    problems.push(`hunts must be a whole number from 1 to ${MIRROR_NIGHT_MAX_HUNTS}`);
  if (!Number.isInteger(s.parScore) || s.parScore < 0 || s.parScore > 1_000_000_000)
    problems.push('parScore must be a whole number from 0');
  return problems;
}

export const DEFAULT_HUNTS = MIRROR_NIGHT_DEFAULT_HUNTS;

/**
 * What an admin may change: the name and par at any time; the start only before it; the end until the night has
 * ended (moving it to now ends the night early). The number of hunts and the seeds never change.
 */
export function editProblem(before: MirrorNight, after: MirrorNightSchedule, now: number): 'started' | 'finished' | null {
  const phase = phaseOf(before, now);
  const timesChanged = after.startsAt !== before.startsAt || after.endsAt !== before.endsAt;
  if (phase === 'finished' && timesChanged) return 'finished';
  if (phase !== 'upcoming' && after.startsAt !== before.startsAt) return 'started';
  return null;
}

/** An entrant's planned hunts as the hunt context replayed them. */
export interface ReplayedHunt {
  index: number;
  journalEntryId: string;
  at: number;
  seed: number;
  xp: number;
  replayMatches: boolean;
}

export interface CheckedHunt extends ReplayedHunt {
  expectedSeed: number | null;
  seedMatches: boolean;
  matches: boolean;
}

/**
 * The score of a night: the xp the engine gave the entrant's planned hunts (the same number a replay recomputes).
 * XP already weighs what was caught (rarer ghosts give more) and the setup, and every entrant met the same rolls.
 */
export function scoreOf(hunts: readonly Pick<ReplayedHunt, 'xp'>[]): number {
  return hunts.reduce((sum, h) => sum + h.xp, 0);
}

/**
 * Verifies an entrant's replayed hunts against the night's seeds: each hunt must sit at its own place (0, 1, 2, ...
 * with none twice), carry the night's seed for that place, and replay to its stored outcome.
 */
export function checkHunts(seeds: readonly number[], hunts: readonly ReplayedHunt[]): { matches: boolean; hunts: CheckedHunt[] } {
  const checked = hunts.map((h, position) => {
    const expectedSeed = h.index >= 0 && h.index < seeds.length ? seeds[h.index] : null;
    const seedMatches = expectedSeed !== null && expectedSeed === h.seed && h.index === position;
    return { ...h, expectedSeed, seedMatches, matches: seedMatches && h.replayMatches };
  });
  return { matches: checked.length <= seeds.length && checked.every((h) => h.matches), hunts: checked };
}

/** Entrants by score (highest first), then by name; equal scores share a rank. */
export function rankEntrants<T extends { name: string; score: number }>(entrants: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entrants].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return sorted.map((e) => ({ ...e, rank: sorted.findIndex((x) => x.score === e.score) + 1 }));
}
