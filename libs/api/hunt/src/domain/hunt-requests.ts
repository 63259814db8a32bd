/**
 * The hunt routes' per-player request limit (counted in the player's hunter row so a hunt spends no statement of its
 * own on it): a leaky bucket that holds at most `limit` requests and lets `limit` of them leak out per `windowMs`
 * (one every `windowMs / limit`). A burst passes at most `limit` requests wherever it falls on the clock (a window
 * aligned on the epoch let a burst that straddled two windows through twice); after it, requests pass at the
 * leaking pace. A refused request is not counted, so a refusal writes nothing.
 */
export interface HuntRequestCounter {
  /** When the bucket last started from empty (ms, database clock). */
  windowStart: number;
  /** Requests let through since `windowStart`; the bucket holds this many minus those leaked out since. */
  count: number;
}

export type HuntRequestDecision = { allowed: true; counter: HuntRequestCounter } | { allowed: false; retryAfterMs: number };

export function countHuntRequest(counter: HuntRequestCounter, now: number, limit: number, windowMs: number): HuntRequestDecision {
  const elapsed = Math.max(0, now - counter.windowStart);
  // Integer arithmetic: the requests leaked out of the bucket since it started from empty.
  const leaked = Math.floor((elapsed * limit) / windowMs);
  const held = counter.count - leaked;
  if (held <= 0) return { allowed: true, counter: { windowStart: now, count: 1 } };
  if (held >= limit) {
    const nextLeak = counter.windowStart + Math.ceil(((leaked + 1) * windowMs) / limit);
    return { allowed: false, retryAfterMs: Math.max(1, nextLeak - now) };
  }
  return { allowed: true, counter: { windowStart: counter.windowStart, count: counter.count + 1 } };
}
