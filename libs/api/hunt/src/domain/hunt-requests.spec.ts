import { countHuntRequest, HuntRequestCounter, HuntRequestDecision } from './hunt-requests';

/** Sends requests at the given times; answers which passed and the counter after them. */
function send(times: number[], limit: number, windowMs: number, start: HuntRequestCounter = { windowStart: 0, count: 0 }) {
  let counter = start;
  const passed: number[] = [];
  let last: HuntRequestDecision | null = null;
  for (const at of times) {
    last = countHuntRequest(counter, at, limit, windowMs);
    if (last.allowed) {
      counter = last.counter;
      passed.push(at);
    }
  }
  return { passed, counter, last };
}

describe('countHuntRequest', () => {
  it('lets a burst of the limit through and refuses the next without counting it', () => {
    const { passed, counter, last } = send([60_501, 60_502, 60_503, 60_504], 3, 60_000);
    expect(passed).toEqual([60_501, 60_502, 60_503]);
    expect(counter).toEqual({ windowStart: 60_501, count: 3 });
    // One request leaks out every 20 s: the next may come 20 s after the bucket started.
    expect(last).toEqual({ allowed: false, retryAfterMs: 80_501 - 60_504 });
  });

  it('a burst just before and just after a minute boundary passes the limit once, not twice', () => {
    const before = [119_990, 119_991, 119_992];
    const after = [120_001, 120_002, 120_003];
    expect(send([...before, ...after], 3, 60_000).passed).toEqual(before);
  });

  it('no burst anywhere passes more than the limit, and a steady pace at the limit passes whole', () => {
    const limit = 120;
    const windowMs = 60_000;
    // Floods of 300 requests within 300 ms, starting at many offsets from a minute boundary.
    for (const offset of [0, 1, 250, 499, 500, 30_000, 59_700, 59_999]) {
      const flood = Array.from({ length: 300 }, (_, i) => 600_000 + offset + i);
      expect(send(flood, limit, windowMs).passed).toHaveLength(limit);
    }
    // One request every 500 ms (the leaking pace) is never refused, for ten minutes.
    const steady = Array.from({ length: 1200 }, (_, i) => 1_000_000 + i * 500);
    expect(send(steady, limit, windowMs).passed).toHaveLength(1200);
  });

  it('an idle bucket starts from empty again', () => {
    expect(countHuntRequest({ windowStart: 60_000, count: 3 }, 120_001, 3, 60_000)).toEqual({
      allowed: true,
      counter: { windowStart: 120_001, count: 1 },
    });
    // Three held; half the window later two have leaked out: three more pass (four held), the fourth does not.
    const half = send([1, 2, 3, 30_001, 30_002, 30_003, 30_004], 4, 60_000);
    expect(half.passed).toEqual([1, 2, 3, 30_001, 30_002, 30_003]);
  });
});
