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

  it('runs the works of one item one at a time, first come first served, other items beside them, and goes on after a failure', async () => {
    expect(ITEM_QUEUE_DEPTH).toBe(1);
    const queue = new ItemQueue();
    const log: string[] = [];
    const step = steps(log);
    const a1 = queue.run('a', step('a1', 30, true));
    const a2 = queue.run('a', step('a2', 20));
    const a3 = queue.run('a', step('a3', 1));
    const b1 = queue.run('b', step('b1', 1));
    const b2 = queue.run('b', step('b2', 1));
    await expect(a1).rejects.toThrow('a1');
    expect(await Promise.all([a2, a3, b1, b2])).toEqual(['a2', 'a3', 'b1', 'b2']);
    const at = (entry: string) => log.indexOf(entry);
    // Each waits for the one before it to end, even the one that failed.
    expect(at('a2 start')).toBeGreaterThan(at('a1 end'));
    expect(at('a3 start')).toBeGreaterThan(at('a2 end'));
    expect(at('b2 end')).toBeLessThan(at('a1 end'));
  });

  it('forgets an item once its works are done and admits a new one at once', async () => {
    const queue = new ItemQueue();
    const log: string[] = [];
    const step = steps(log);
    await queue.run('a', step('a1', 1));
    await expect(queue.run('a', step('a2', 1, true))).rejects.toThrow('a2');
    const a3 = queue.run('a', step('a3', 1));
    expect(log).toContain('a3 start');
    await a3;
  });
});
