import { fitsBracket, payoutsOf, pointsFor, standings, tournamentStatus } from './tournament-rules';

describe('tournament rules', () => {
  it('is upcoming, running from its start and finished at its end', () => {
    const t = { startsAt: 100, endsAt: 200 };
    expect([99, 100, 199, 200].map((now) => tournamentStatus(t, now))).toEqual(['upcoming', 'running', 'running', 'finished']);
  });

  it('scores a listed rarity with its points, any other ghost with the points per ghost', () => {
    const perRarity = [{ rarityId: 'rare', points: 5 }];
    expect([pointsFor(1, perRarity, 'rare'), pointsFor(1, perRarity, 'common'), pointsFor(2, perRarity, null)]).toEqual([5, 1, 2]);
  });

  const e = (userId: string, covenId: string, points: number) => ({
    userId,
    covenId,
    covenName: covenId.toUpperCase(),
    points,
    ghosts: points,
  });

  it('ranks covens by their members’ points; equal points share the better place', () => {
    const table = standings([e('u1', 'b', 3), e('u2', 'a', 1), e('u3', 'a', 2), e('u4', 'c', 1), e('u5', 'd', 0)]);
    expect(table.map((s) => [s.covenId, s.points, s.place])).toEqual([
      ['a', 3, 1],
      ['b', 3, 1],
      ['c', 1, 3],
      ['d', 0, 4],
    ]);
    expect(table[0].members.map((m) => m.userId)).toEqual(['u3', 'u2']);
  });

  it('pays each scoring member of a prized place, nobody without points', () => {
    const table = standings([e('u1', 'a', 4), e('u2', 'a', 0), e('u3', 'b', 2), e('u4', 'c', 0)]);
    const prizes = [
      { place: 1, gold: 100, tokens: 10 },
      { place: 2, gold: 50, tokens: 5 },
      { place: 3, gold: 10, tokens: 1 },
    ];
    expect(payoutsOf(table, prizes)).toEqual([
      { userId: 'u1', covenId: 'a', place: 1, gold: 100, tokens: 10 },
      { userId: 'u3', covenId: 'b', place: 2, gold: 50, tokens: 5 },
    ]);
  });

  it('fits players into a rank bracket by xp', () => {
    const ranks = [
      { id: 'r1', xp: 0 },
      { id: 'r2', xp: 100 },
      { id: 'r3', xp: 500 },
    ];
    expect(fitsBracket(ranks, 50, 'r2', null)).toBe('low');
    expect(fitsBracket(ranks, 100, 'r2', 'r2')).toBe('ok');
    expect(fitsBracket(ranks, 499, 'r2', 'r2')).toBe('ok');
    expect(fitsBracket(ranks, 500, 'r2', 'r2')).toBe('high');
    expect(fitsBracket(ranks, 9999, null, 'r3')).toBe('ok');
    expect(fitsBracket(ranks, 0, null, null)).toBe('ok');
  });
});
