/**
 * Deterministic random streams for one hunt. A hunt has one 32-bit seed (stored with its journal entry); each
 * concern draws from its own named stream, so adding a loot roll never changes which ghost appeared.
 */
export type StreamName = 'encounter' | 'catch' | 'loot' | 'procs';

const STREAM_SALT: Record<StreamName, number> = { encounter: 0x9e3779b9, catch: 0x85ebca6b, loot: 0xc2b2ae35, procs: 0x27d4eb2f };
const GOLDEN = 0x6d2b79f5;

/** mulberry32's output for the state `a` (already advanced): small, fast, identical on every platform. */
function mix(a: number): number {
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/**
 * Four mulberry32 streams held as plain numbers (no closures, no map): the engine makes one per hunt, so it has to
 * be cheap. Stream `s` starts from `(seed × 0x01000193) ^ salt(s)`.
 */
export class HuntRng {
  private encounter: number;
  private catch: number;
  private loot: number;
  private procs: number;

  constructor(readonly seed: number) {
    const base = Math.imul(seed >>> 0, 0x01000193);
    this.encounter = (base ^ STREAM_SALT.encounter) >>> 0;
    this.catch = (base ^ STREAM_SALT.catch) >>> 0;
    this.loot = (base ^ STREAM_SALT.loot) >>> 0;
    this.procs = (base ^ STREAM_SALT.procs) >>> 0;
  }

  /** The next 32-bit value of a stream. */
  next(name: StreamName): number {
    switch (name) {
      case 'encounter':
        return mix((this.encounter = (this.encounter + GOLDEN) >>> 0));
      case 'catch':
        return mix((this.catch = (this.catch + GOLDEN) >>> 0));
      case 'loot':
        return mix((this.loot = (this.loot + GOLDEN) >>> 0));
      default:
        return mix((this.procs = (this.procs + GOLDEN) >>> 0));
    }
  }

  /** A whole number in [0, n). */
  below(name: StreamName, n: number): number {
    if (n <= 1) return 0;
    return this.next(name) % n;
  }

  /** True with `bp` basis points (0..10000) of chance. */
  chance(name: StreamName, bp: number): boolean {
    if (bp <= 0) return false;
    if (bp >= 10_000) return true;
    return this.below(name, 10_000) < bp;
  }

  /** A whole number in [min, max]. */
  between(name: StreamName, min: number, max: number): number {
    return min >= max ? min : min + this.below(name, max - min + 1);
  }
}
