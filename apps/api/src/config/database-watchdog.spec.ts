import { connectionProbe, watchDatabase } from './database-watchdog';

describe('watchDatabase', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('gives up once the database has not answered for the bound, and never while it answers', async () => {
    let up = true;
    const onGiveUp = jest.fn();
    const watchdog = watchDatabase(() => (up ? Promise.resolve() : Promise.reject(new Error('ECONNREFUSED'))), {
      intervalMs: 1000,
      giveUpMs: 5000,
      onGiveUp,
    });
    await tick(20_000);
    expect(onGiveUp).not.toHaveBeenCalled();
    up = false;
    await tick(4000);
    expect(onGiveUp).not.toHaveBeenCalled();
    // Back in time: the count starts again at the next failure.
    up = true;
    await tick(1000);
    up = false;
    await tick(5000);
    expect(onGiveUp).not.toHaveBeenCalled();
    await tick(2000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await tick(20_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    watchdog.stop();
  });

  it('counts a probe that hangs as no answer', async () => {
    const onGiveUp = jest.fn();
    watchDatabase(() => new Promise(() => undefined), { intervalMs: 1000, giveUpMs: 3000, onGiveUp });
    await tick(10_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('probes on a connection of its own and fails while nothing listens', async () => {
    jest.useRealTimers();
    await expect(connectionProbe('postgres://postgres:x@127.0.0.1:1/postgres')()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
