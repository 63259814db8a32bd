import {
  MIRROR_NIGHT_DEFAULT_HUNTS,
  SIMULATION_DEFAULT_HUNTS,
  SIMULATION_MAX_HUNTS,
  SIMULATION_MIN_HUNTS,
  USER_SEARCH_MIN,
} from '@grimhunt/contracts';

/** The field's value: a whole number within 1..100, or '' while the admin clears the field. */
export function huntsInput(raw: string): number | '' {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const value = Math.trunc(Number(trimmed));
  if (!Number.isFinite(value)) return '';
  return Math.min(SIMULATION_MAX_HUNTS, Math.max(SIMULATION_MIN_HUNTS, value));
}

/** What is sent: an emptied field sends the default (10). */
export function huntsToSend(value: number | ''): number {
  return value === '' ? SIMULATION_DEFAULT_HUNTS : value;
}

/** The user search starts at 3 characters. */
export function searchable(term: string): boolean {
  return term.trim().length >= USER_SEARCH_MIN;
}

/** A name -> count map as rows, by count descending then name. */
export function countRows(map: Record<string, number> | null | undefined): [string, number][] {
  return Object.entries(map ?? {}).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** Failure reasons where a ghost came and got away: counted as "Missed" by the server's summary (contracts). */
const MISSED_REASONS: readonly string[] = ['GhostTooPowerful', 'NoSpecialBait'];

export type SimulationOutcome = 'Success' | 'Missed' | 'Failed';

/** A detail row's label, the same three words as the summary above it. */
export function outcomeOf(detail: { isSuccess: boolean; failureReason: string | null }): SimulationOutcome {
  if (detail.isSuccess) return 'Success';
  return detail.failureReason && MISSED_REASONS.includes(detail.failureReason) ? 'Missed' : 'Failed';
}

/**
 * A Mirror Night par for this setup: a night scores the xp of its planned hunts, so the par is the simulated hunts'
 * average xp times the night's hunts (20).
 */
export function mirrorNightPar(
  result: { totalHunts: number; details: { journals: { xp: number }[] }[] },
  hunts = MIRROR_NIGHT_DEFAULT_HUNTS,
): number {
  if (result.totalHunts <= 0) return 0;
  const xp = result.details.reduce((sum, d) => sum + d.journals.reduce((s, j) => s + (j.xp > 0 ? j.xp : 0), 0), 0);
  return Math.round((xp / result.totalHunts) * hunts);
}
