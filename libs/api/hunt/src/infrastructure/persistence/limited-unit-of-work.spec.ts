import { Tx, UnitOfWork } from '@grimhunt/api-kernel';
import { ConcurrencyLimit, huntTransactionLimit, LimitedUnitOfWork } from './limited-unit-of-work';

describe('LimitedUnitOfWork: admission control below the pool size', () => {
  it('never runs more than `max` at once, and admits them in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const order: number[] = [];
    // Later arrivals finish sooner, so an admission that is not first-come-first-served shows in `started`.
    const work = (i: number) =>
      limit.run(async () => {
        started.push(i);
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 12 - 2 * Math.min(i, 5)));
        order.push(i);
        active--;
        if (i === 3) throw new Error('boom');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(work));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    // A failed run frees its slot too.
    await expect(work(6)).resolves.toBe(6);
  });

  it('wraps the kernel unit of work; the limit keeps a reserve of the pool', async () => {
    const inner: UnitOfWork = { run: (w) => w('tx' as unknown as Tx) };
    await expect(new LimitedUnitOfWork(inner, 1).run(async (tx) => tx)).resolves.toBe('tx');
    expect(huntTransactionLimit(20)).toBe(16);
    expect(huntTransactionLimit(10)).toBe(8);
    expect(huntTransactionLimit(2)).toBe(1);
    expect(huntTransactionLimit(undefined)).toBe(8);
  });
});
