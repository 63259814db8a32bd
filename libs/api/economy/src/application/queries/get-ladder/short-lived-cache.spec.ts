import { ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  let now = 0;
  const clock = () => now;

  it('shares one load between concurrent readers and reloads after the ttl', async () => {
    const cache = new ShortLivedCache<number, string>(2000, 10, clock);
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [a, b] = await Promise.all([cache.get(1, load), cache.get(1, load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    now += 1999;
    expect(await cache.get(1, load)).toBe('v1');
    now += 1;
    expect(await cache.get(1, load)).toBe('v2');
  });

  it('forgets failed loads and keeps at most maxEntries keys', async () => {
    const cache = new ShortLivedCache<number, number>(10_000, 2, clock);
    await expect(cache.get(1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get(1, async () => 1)).toBe(1);
    await cache.get(2, async () => 2);
    await cache.get(3, async () => 3);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1));
    expect(reloaded).toBe(true);
  });
});
