/**
 * The hunt routes' per-player request limit (counted in the player's hunter row so a hunt
 * spends no statement of its own on it). A fixed window of `windowMs` aligned on the epoch, like the kernel's
 * counters; a refused request is not counted (the window is full anyway), so a refusal writes nothing.
 */
export interface HuntRequestCounter {
  /** Start of the counted window (ms, database clock). */
  windowStart: number;
  count: number;
}

export type HuntRequestDecision = { allowed: true; counter: HuntRequestCounter } | { allowed: false; retryAfterMs: number };

export function countHuntRequest(counter: HuntRequestCounter, now: number, limit: number, windowMs: number): HuntRequestDecision {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = counter.windowStart === windowStart ? counter.count : 0;
  if (count >= limit) return { allowed: false, retryAfterMs: windowStart + windowMs - now };
  return { allowed: true, counter: { windowStart, count: count + 1 } };
}
