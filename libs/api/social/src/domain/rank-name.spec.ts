import { rankNameOf } from './rank-name';

describe('rankNameOf', () => {
  const ranks = [
    { name: 'Novice', xp: 0 },
    { name: 'Adept', xp: 100 },
    { name: 'Master', xp: 1000 },
  ];

  it('names the highest rank reached', () => {
    expect(rankNameOf(ranks, 0)).toBe('Novice');
    expect(rankNameOf(ranks, 999)).toBe('Adept');
    expect(rankNameOf([...ranks].reverse(), 1000)).toBe('Master');
  });

  it('is empty below every rank', () => {
    expect(rankNameOf([{ name: 'Adept', xp: 100 }], 5)).toBe('');
  });
});
