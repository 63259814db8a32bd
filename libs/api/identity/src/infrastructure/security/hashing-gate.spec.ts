import { HashingBusyError, HashingGate, hashingLimitsFrom } from './hashing-gate';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HashingGate', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const gate = new HashingGate({ concurrency: 2, maxWaitMs: 5_000, maxQueue: 100 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gate.run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick(5);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([...Array(12).keys()]);
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a task that waited too long, and one that finds the queue full, without running it', async () => {
    const gate = new HashingGate({ concurrency: 1, maxWaitMs: 30, maxQueue: 1 });
    const ran: string[] = [];
    const slow = gate.run(async () => {
      ran.push('slow');
      await tick(100);
    });
    const late = gate.run(async () => void ran.push('late'));
    const overflow = gate.run(async () => void ran.push('overflow'));
    await expect(overflow).rejects.toBeInstanceOf(HashingBusyError);
    await expect(late).rejects.toThrow('The server is busy. Please try again in a moment.');
    await slow;
    expect(ran).toEqual(['slow']);
    // The slot is free again.
    await gate.run(async () => void ran.push('after'));
    expect(ran).toEqual(['slow', 'after']);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new HashingGate({ concurrency: 1, maxWaitMs: 1_000, maxQueue: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 42)).toBe(42);
  });

  it('defaults below the thread pool: two threads stay free for files, a core for the event loop', () => {
    expect(hashingLimitsFrom({}, 2).concurrency).toBe(1);
    expect(hashingLimitsFrom({ UV_THREADPOOL_SIZE: '8' }, 8).concurrency).toBe(6);
    expect(hashingLimitsFrom({}, 16).concurrency).toBe(2);
    expect(() => hashingLimitsFrom({ UV_THREADPOOL_SIZE: '4', PASSWORD_HASH_CONCURRENCY: '4' }, 8)).toThrow(/below UV_THREADPOOL_SIZE/);
  });
});
