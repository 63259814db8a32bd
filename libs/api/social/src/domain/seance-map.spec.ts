import { SEANCE_CHESTS } from '@grimhunt/contracts';
import { seededRng } from '@grimhunt/testing';
import { chestOf, drawGhosts, mapState } from './seance-map';

describe('séance maps', () => {
  it('draws different ghosts from the pool, as many as asked, or the whole pool when it is smaller', () => {
    const pool = Array.from({ length: 30 }, (_, i) => `g${i}`);
    const drawn = drawGhosts(pool, 15, seededRng(7));
    expect(drawn).toHaveLength(15);
    expect(new Set(drawn).size).toBe(15);
    expect(drawn.every((g) => pool.includes(g))).toBe(true);
    expect(drawGhosts(pool.slice(0, 4), 10, seededRng(7)).sort()).toEqual(pool.slice(0, 4).sort());
    expect(drawGhosts(pool, 15, seededRng(8))).not.toEqual(drawn);
  });

  it('is open until finished or expired, then due until settled', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const later = new Date('2026-11-27T12:00:00Z');
    expect(mapState({ completedAt: null, expiresAt: later, settledAt: null }, now)).toBe('open');
    expect(mapState({ completedAt: now, expiresAt: later, settledAt: null }, now)).toBe('due');
    expect(mapState({ completedAt: null, expiresAt: now, settledAt: null }, now)).toBe('due');
    expect(mapState({ completedAt: null, expiresAt: now, settledAt: now }, now)).toBe('settled');
  });

  it('fills a chest by tier: the owner rolls once more, the consolation is a quarter of the gold and one roll', () => {
    const loot = [[{ itemId: 'dust', amountMax: 2 }], [{ itemId: 'fang', amountMax: 0 }]];
    const count = (c: { items: { amount: number }[] }) => c.items.length;
    const member = chestOf(2, 'complete', false, loot, seededRng(1));
    const owner = chestOf(2, 'complete', true, loot, seededRng(1));
    expect(member.gold).toBe(SEANCE_CHESTS[2].gold);
    const units = (c: { items: { itemId: string; amount: number }[] }) =>
      c.items.reduce((a, i) => a + (i.itemId === 'dust' ? i.amount / 2 : i.amount), 0);
    expect(units(member)).toBe(SEANCE_CHESTS[2].rolls);
    expect(units(owner)).toBe(SEANCE_CHESTS[2].rolls + 1);
    const consolation = chestOf(3, 'consolation', true, loot, seededRng(1));
    expect(consolation.gold).toBe(SEANCE_CHESTS[3].gold / 4);
    expect(units(consolation)).toBe(1);
    expect(count(chestOf(1, 'complete', false, [[]], seededRng(1)))).toBe(0);
  });
});
