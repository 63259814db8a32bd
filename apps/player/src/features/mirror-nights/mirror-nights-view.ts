import type { MirrorNightDto, MirrorNightPhase } from '@grimhunt/contracts';

/** "+12 over par", "par", "8 under par". */
export function versusPar(score: number, par: number): string {
  if (score === par) return 'on par';
  return score > par ? `+${score - par} over par` : `${par - score} under par`;
}

/** A night's window in the player's local time: "Thu 26 Nov, 20:00 – 23:00". */
export function windowOf(night: Pick<MirrorNightDto, 'startsAt' | 'endsAt'>): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
  const start = new Date(night.startsAt);
  const end = new Date(night.endsAt);
  const sameDay = day.format(start) === day.format(end);
  return `${day.format(start)}, ${time.format(start)} – ${sameDay ? '' : `${day.format(end)}, `}${time.format(end)}`;
}

export const PHASE_TITLES: Record<MirrorNightPhase, string> = {
  running: 'Running now',
  upcoming: 'Upcoming',
  finished: 'Finished',
};

/** What the caller can do with a night: enter it (before it ends), or nothing. */
export function canEnter(night: MirrorNightDto): boolean {
  return !night.me.entered && night.phase !== 'finished';
}
