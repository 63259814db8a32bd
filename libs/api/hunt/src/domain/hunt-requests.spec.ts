import { countHuntRequest } from './hunt-requests';

describe('countHuntRequest', () => {
  it('counts requests in a fixed window and refuses past the limit without counting', () => {
    let counter = { windowStart: 0, count: 0 };
    for (let i = 1; i <= 3; i++) {
      const d = countHuntRequest(counter, 60_500 + i, 3, 60_000);
      if (!d.allowed) throw new Error('refused too early');
      counter = d.counter;
      expect(counter).toEqual({ windowStart: 60_000, count: i });
    }
    expect(countHuntRequest(counter, 100_000, 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 20_000 });
  });

  it('starts again in the next window', () => {
    expect(countHuntRequest({ windowStart: 60_000, count: 3 }, 120_001, 3, 60_000)).toEqual({
      allowed: true,
      counter: { windowStart: 120_000, count: 1 },
    });
  });
});
