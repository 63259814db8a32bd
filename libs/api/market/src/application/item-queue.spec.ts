import { ItemQueue } from './item-queue';

describe('ItemQueue', () => {
  it('runs the work of one item one after the other, other items beside it, and goes on after a failure', async () => {
    const queue = new ItemQueue();
    const log: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const a1 = queue.run('a', step('a1', 20, true));
    const a2 = queue.run('a', step('a2', 1));
    const b1 = queue.run('b', step('b1', 1));
    await expect(a1).rejects.toThrow('a1');
    expect(await a2).toBe('a2');
    expect(await b1).toBe('b1');
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });
});
