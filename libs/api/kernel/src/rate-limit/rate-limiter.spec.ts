import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit per window, then refuses with 429 until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, 'slow down', () => now);
    limiter.hit('a');
    limiter.hit('a');
    limiter.hit('a');
    expect(() => limiter.hit('a')).toThrow('slow down');
    limiter.hit('b');
    now = 1000;
    expect(() => limiter.hit('a')).not.toThrow();
  });

  it('tells how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 10_000, 'wait', () => now);
    limiter.hit('k');
    now = 2500;
    try {
      limiter.hit('k');
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as { retryAfterSeconds: number }).retryAfterSeconds).toBe(8);
      expect((error as { status: number }).status).toBe(429);
    }
  });

  it('reports blocked keys without counting and forgets on reset', () => {
    const limiter = new RateLimiter(2, 1000, 'no', () => 0);
    expect(limiter.isBlocked('x')).toBe(false);
    limiter.tryHit('x');
    limiter.tryHit('x');
    expect(limiter.isBlocked('x')).toBe(true);
    limiter.reset('x');
    expect(limiter.isBlocked('x')).toBe(false);
  });
});
