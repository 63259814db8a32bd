import { RECENT_PRICES_TTL_MS, RecentPrices } from './recent-prices';

describe('RecentPrices', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads an item once a second, adds the fills this process committed, and reads again when stale', async () => {
    const prices = new RecentPrices();
    const at = new Date('2026-03-02T10:00:00.000Z');
    const load = jest.fn().mockResolvedValue([{ price: 20, amount: 3 }]);
    expect(await prices.of('a', at, load)).toEqual([{ price: 20, amount: 3 }]);
    prices.record('a', [
      { price: 20, amount: 1 },
      { price: 25, amount: 2 },
    ]);
    prices.record('b', [{ price: 5, amount: 1 }]); // nothing kept for b: its first read loads it
    now += RECENT_PRICES_TTL_MS - 1;
    expect(await prices.of('a', at, load)).toEqual([
      { price: 20, amount: 4 },
      { price: 25, amount: 2 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await prices.of('b', at, jest.fn().mockResolvedValue([]))).toEqual([]);

    now += 1;
    load.mockResolvedValue([{ price: 30, amount: 1 }]);
    expect(await prices.of('a', at, load)).toEqual([{ price: 30, amount: 1 }]);
    expect(load).toHaveBeenCalledTimes(2);
    // A game clock moved by a second or more (tests move it by days) reads again as well.
    expect(await prices.of('a', new Date(at.getTime() + RECENT_PRICES_TTL_MS), load)).toEqual([{ price: 30, amount: 1 }]);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
