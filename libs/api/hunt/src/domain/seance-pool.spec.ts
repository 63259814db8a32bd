import { PoolGhost, seanceGhostPool } from './seance-pool';

const ghost = (id: string, extra: Partial<PoolGhost> = {}): PoolGhost => ({
  id,
  visible: true,
  midnightGhost: false,
  specialGhost: false,
  nessyGhost: false,
  ...extra,
});
const ids = (pool: PoolGhost[]) => pool.map((g) => g.id);

describe('seanceGhostPool', () => {
  const earlier = { regionId: 'r1', ghosts: [ghost('a'), ghost('b'), ghost('c')] };
  const current = { regionId: 'r2', ghosts: [ghost('e'), ghost('d'), ghost('a')] };

  it("draws from the current region's visited grounds alone when they hold enough ghosts", () => {
    expect(ids(seanceGhostPool([earlier, current], 'r2', 3))).toEqual(['a', 'd', 'e']);
    expect(ids(seanceGhostPool([earlier, current], 'r2', 2))).toEqual(['a', 'd', 'e']);
  });

  it('falls back to every visited ground when the current region holds too few', () => {
    expect(ids(seanceGhostPool([earlier, current], 'r2', 4))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(seanceGhostPool([earlier, current], undefined, 1))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves out hidden, midnight-only, special and Nessy ghosts, and counts a ghost of two grounds once', () => {
    const odd = {
      regionId: 'r2',
      ghosts: [
        ghost('h', { visible: false }),
        ghost('m', { midnightGhost: true }),
        ghost('s', { specialGhost: true }),
        ghost('n', { nessyGhost: true }),
      ],
    };
    expect(ids(seanceGhostPool([current, odd, { regionId: 'r2', ghosts: [ghost('d')] }], 'r2', 3))).toEqual(['a', 'd', 'e']);
    expect(ids(seanceGhostPool([current, odd], 'r2', 4))).toEqual(['a', 'd', 'e']);
  });
});
