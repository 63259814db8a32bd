import { ranksCrossed } from './ranks';

const ranks = [
  { id: '3', name: 'C', xp: 3000, rewardItemIds: [] },
  { id: '0', name: 'A', xp: 0, rewardItemIds: [] },
  { id: '1', name: 'B', xp: 1000, rewardItemIds: ['card'] },
];

describe('ranksCrossed', () => {
  it('lists the ranks reached, lowest first; the start rank and lost xp cross nothing', () => {
    expect(ranksCrossed(ranks, 0, 999)).toEqual([]);
    expect(ranksCrossed(ranks, 999, 1000).map((r) => r.name)).toEqual(['B']);
    expect(ranksCrossed(ranks, 500, 5000).map((r) => r.name)).toEqual(['B', 'C']);
    expect(ranksCrossed(ranks, 1000, 1000)).toEqual([]);
    expect(ranksCrossed(ranks, 2000, 10)).toEqual([]);
  });
});
