import { MIRROR_NIGHT_DEFAULT_HUNTS, MIRROR_NIGHT_MAX_HOURS, MIRROR_NIGHT_MAX_HUNTS } from '@grimhunt/contracts';

/** A new night: next Friday 20:00 to 23:00 local time, 20 hunts, par 0 until an admin sets one. */
export function newMirrorNight(now: Date): { name: string; starts: string; ends: string; hunts: number; parScore: number } {
  const start = new Date(now);
  start.setDate(start.getDate() + ((5 - start.getDay() + 7) % 7 || 7));
  start.setHours(20, 0, 0, 0);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  return { name: '', starts: start.toISOString(), ends: end.toISOString(), hunts: MIRROR_NIGHT_DEFAULT_HUNTS, parScore: 0 };
}

/** The form's cross-field check (the server checks the same): ends after starts, at most a week. */
export function validateMirrorNight(values: { starts?: unknown; ends?: unknown }): Record<string, string> {
  const starts = Date.parse(String(values.starts ?? ''));
  const ends = Date.parse(String(values.ends ?? ''));
  if (!Number.isFinite(starts) || !Number.isFinite(ends)) return {};
  if (ends <= starts) return { ends: 'ends must be after starts' };
  if (ends - starts > MIRROR_NIGHT_MAX_HOURS * 3_600_000) return { ends: `a Mirror Night lasts at most ${MIRROR_NIGHT_MAX_HOURS} hours` };
  return {};
}

export const HUNTS_RANGE = { min: 1, max: MIRROR_NIGHT_MAX_HUNTS };
