import { RateLimitedError, RateLimitRule, SharedRateLimiter } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from '../testing/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The kernel's shared limiter is a sliding window: no span of `windowSeconds` lets more than `limit` hits through,
 * whether the hits come to one process or two, and wherever a burst falls on the clock.
 */
describe('shared rate limits: a sliding window across processes', () => {
  let a: TestApp;
  let b: TestApp;
  const rule: RateLimitRule = { name: 'window-spec', limit: 5, windowSeconds: 2 };

  /** One hit on `server`: true when it was let through. */
  const hit = async (server: TestApp, key: string): Promise<boolean> => {
    try {
      await server.app.get(SharedRateLimiter).hit(rule, key);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  };
  /** Seconds on the database clock (the limiter's clock). */
  const dbSeconds = async (): Promise<number> =>
    Number((await a.dataSource.query(`SELECT extract(epoch FROM clock_timestamp())::float8 AS s`))[0].s);

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a burst just before and just after a window boundary passes the limit once, not twice', async () => {
    // Wait until 0.4 s before an epoch multiple of the window: where a fixed window turns over.
    const now = await dbSeconds();
    const boundary = Math.ceil(now / rule.windowSeconds) * rule.windowSeconds;
    const wait = (boundary - 0.4 - now) * 1000;
    await sleep(wait > 50 ? wait : wait + rule.windowSeconds * 1000);
    const before: boolean[] = [];
    for (let i = 0; i < rule.limit; i++) before.push(await hit(i % 2 ? b : a, 'boundary'));
    expect(before).toEqual(Array(rule.limit).fill(true));
    await sleep(700); // past the boundary, well within one window of the first burst
    const after: boolean[] = [];
    for (let i = 0; i < rule.limit; i++) after.push(await hit(i % 2 ? a : b, 'boundary'));
    expect(after.filter(Boolean)).toHaveLength(0);

    // The refusal says when the oldest hit leaves the window; then room comes back.
    const refusal = await a.app
      .get(SharedRateLimiter)
      .hit(rule, 'boundary')
      .catch((error: RateLimitedError) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await sleep(rule.windowSeconds * 1000);
    expect(await hit(b, 'boundary')).toBe(true);
  });

  it('a steady stream over several windows never has more than the limit in any window', async () => {
    const passed: number[] = [];
    const until = (await dbSeconds()) + rule.windowSeconds * 2.5;
    for (let i = 0; (await dbSeconds()) < until; i++) {
      if (await hit(i % 2 ? a : b, 'stream')) passed.push(await dbSeconds());
      await sleep(40);
    }
    // Every span of one window starting at a let-through hit holds at most the limit (the recorded times come just
    // after the database's, so the span is shortened by a little for the slack).
    for (const start of passed) {
      expect(passed.filter((at) => at >= start && at < start + rule.windowSeconds - 0.1).length).toBeLessThanOrEqual(rule.limit);
    }
    // ...and the limit is used: each window lets its share through.
    expect(passed.length).toBeGreaterThanOrEqual(2 * rule.limit);
  });

  it('30 hits at once on two processes let exactly the limit through', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i % 2 ? a : b, 'parallel')));
    expect(results.filter(Boolean)).toHaveLength(rule.limit);
  });
});
