import { RateLimitedError } from '../errors/domain-error';

/**
 * Fixed-window counters per key, in process memory. Limits are per API process: with N processes a client can
 * make N times as many attempts before being stopped, which is acceptable for abuse protection (not a
 * correctness rule; those live in the database).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one hit for `key`; throws RateLimitedError past the limit. */
  hit(key: string): void {
    if (!this.tryHit(key)) {
      const w = this.windows.get(key)!;
      throw new RateLimitedError(this.message, Math.max(1, Math.ceil((w.start + this.windowMs - this.now()) / 1000)));
    }
  }

  /** Counts one hit; false when over the limit. */
  tryHit(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= this.limit;
  }

  /** Whether the key is over the limit, without counting. */
  isBlocked(key: string): boolean {
    const w = this.windows.get(key);
    return !!w && this.now() - w.start < this.windowMs && w.count >= this.limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
