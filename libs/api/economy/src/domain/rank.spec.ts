import { rankFor } from './rank';

const ranks = [
  { name: 'Apprentice', xp: 1000 },
  { name: 'Lantern', xp: 0 },
  { name: 'Stalker', xp: 3000 },
];

describe('rankFor', () => {
  it('picks the highest rank at or below the xp and the next threshold', () => {
    expect(rankFor(ranks, 0)).toEqual({ currentRank: { name: 'Lantern' }, nextRankXP: 1000 });
    expect(rankFor(ranks, 999)).toEqual({ currentRank: { name: 'Lantern' }, nextRankXP: 1000 });
    expect(rankFor(ranks, 1000)).toEqual({ currentRank: { name: 'Apprentice' }, nextRankXP: 3000 });
  });

  it('fills the bar at the top rank and copes with no ranks', () => {
    expect(rankFor(ranks, 5000)).toEqual({ currentRank: { name: 'Stalker' }, nextRankXP: 5000 });
    expect(rankFor([], 10)).toEqual({ currentRank: null, nextRankXP: 10 });
    expect(rankFor([{ name: 'Late', xp: 100 }], 10)).toEqual({ currentRank: null, nextRankXP: 100 });
  });
});
