/** A clock that stands still until told to move. */
export function fixedClock(start: Date | string = '2026-01-01T12:00:00Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now.getTime()),
    set: (at: Date | string) => {
      now = new Date(at);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** Deterministic RNG (mulberry32): the same seed gives the same sequence. */
export function seededRng(seed: number) {
  let a = seed >>> 0;
  return {
    next(): number {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}
