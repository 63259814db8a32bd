import { together } from './unit-of-work';

describe('together (statements issued together in one transaction)', () => {
  it('answers every result in order', async () => {
    await expect(together([Promise.resolve(1), 'two', Promise.resolve({ three: 3 })] as const)).resolves.toEqual([1, 'two', { three: 3 }]);
  });

  it('does not settle before every branch has, even when one fails first', async () => {
    let slowDone = false;
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        slowDone = true;
        resolve();
      }, 30),
    );
    await expect(together([Promise.reject(new Error('first')), slow])).rejects.toThrow('first');
    expect(slowDone).toBe(true);
  });

  it('throws the first failure in the order given, not in time', async () => {
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('earlier in order')), 20));
    await expect(together([late, Promise.reject(new Error('sooner in time'))])).rejects.toThrow('earlier in order');
  });
});
