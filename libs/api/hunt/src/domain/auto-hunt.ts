/**
 * The retainer's free auto-hunt: at most one per clock hour (UTC), run lazily when the player comes back. For each
 * hour not yet served (at most `maxCatchUp`, ending with the current one) the retainer hunts at the first moment of
 * that hour when the player could hunt (the trap off cooldown), if that moment has come. Hours in which the trap
 * was on cooldown the whole time are skipped: the retainer never hunts while the player could not.
 */
export interface PendingAutoHunt {
  /** Hours since the epoch: the unique key of the auto-hunt. */
  hour: number;
  /** When it happens (ms). */
  at: number;
}

export function pendingAutoHunts(
  lastHour: number,
  nextAllowedHuntAt: number,
  now: number,
  periodMs: number,
  maxCatchUp: number,
): PendingAutoHunt[] {
  const current = Math.floor(now / periodMs);
  const first = Math.max(lastHour + 1, current - maxCatchUp + 1);
  const out: PendingAutoHunt[] = [];
  for (let hour = first; hour <= current; hour++) {
    const at = Math.max(hour * periodMs, nextAllowedHuntAt);
    if (at < (hour + 1) * periodMs && at <= now) out.push({ hour, at });
  }
  return out;
}

export function hourOf(at: number, periodMs: number): number {
  return Math.floor(at / periodMs);
}
