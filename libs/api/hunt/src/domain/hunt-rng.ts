/**
 * Deterministic random streams for one hunt. A hunt has one 32-bit seed (stored with its journal entry); each
 * concern draws from its own named stream, so adding a loot roll never changes which ghost appeared.
 */
export type StreamName = 'encounter' | 'catch' | 'loot' | 'procs';

const STREAM_SALT: Record<StreamName, number> = { encounter: 0x9e3779b9, catch: 0x85ebca6b, loot: 0xc2b2ae35, procs: 0x27d4eb2f };

/** mulberry32: small, fast, good enough for game rolls, identical on every platform. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export class HuntRng {
  private readonly streams = new Map<StreamName, () => number>();

  constructor(readonly seed: number) {}

  private stream(name: StreamName): () => number {
    let s = this.streams.get(name);
    if (!s) {
      s = mulberry32((Math.imul(this.seed >>> 0, 0x01000193) ^ STREAM_SALT[name]) >>> 0);
      this.streams.set(name, s);
    }
    return s;
  }

  /** A whole number in [0, n). */
  below(name: StreamName, n: number): number {
    if (n <= 1) return 0;
    return this.stream(name)() % n;
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
