import { ITEM_QUEUE_DEPTH, ItemQueue } from './item-queue';

describe('ItemQueue', () => {
  const steps =
    (log: string[]) =>
    (name: string, ms: number, fail = false) =>
    async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };

  it('runs at most two works of one item at once, first come first served, other items beside them, and goes on after a failure', async () => {
    expect(ITEM_QUEUE_DEPTH).toBe(2);
    const queue = new ItemQueue();
    const log: string[] = [];
    const step = steps(log);
    const a1 = queue.run('a', step('a1', 30, true));
    const a2 = queue.run('a', step('a2', 60));
    const a3 = queue.run('a', step('a3', 1));
    const a4 = queue.run('a', step('a4', 1));
    const b1 = queue.run('b', step('b1', 1));
    const b2 = queue.run('b', step('b2', 1));
    await expect(a1).rejects.toThrow('a1');
    expect(await Promise.all([a2, a3, a4, b1, b2])).toEqual(['a2', 'a3', 'a4', 'b1', 'b2']);
    const at = (entry: string) => log.indexOf(entry);
    expect(at('a2 start')).toBeLessThan(at('a1 end'));
    // The third waits for the first to end (the second still runs), the fourth for the third.
    expect(at('a3 start')).toBeGreaterThan(at('a1 end'));
    expect(at('a3 start')).toBeLessThan(at('a2 end'));
    expect(at('a4 start')).toBeGreaterThan(at('a3 end'));
    expect(at('b2 end')).toBeLessThan(at('a1 end'));
  });

  it('forgets an item once its works are done and admits new ones at once', async () => {
    const queue = new ItemQueue();
    const log: string[] = [];
    const step = steps(log);
    await queue.run('a', step('a1', 1));
    await Promise.all([queue.run('a', step('a2', 20)), queue.run('a', step('a3', 1))]);
    expect(log.indexOf('a3 start')).toBeLessThan(log.indexOf('a2 end'));
  });
});
