import { bracketText, durationText, firstTab, prizeFor, prizeText, scoringText } from './tournaments-view';

describe('tournament texts', () => {
  it('describes scoring with and without rarity points', () => {
    expect(scoringText({ pointsPerGhost: 1, pointsPerRarity: [] })).toBe('1 point a ghost');
    expect(
      scoringText({
        pointsPerGhost: 10,
        pointsPerRarity: [
          { rarityId: 'r', rarityName: 'Rare', points: 40 },
          { rarityId: 'b', rarityName: 'Boss', points: 100 },
        ],
      }),
    ).toBe('10 points a ghost; Rare 40, Boss 100');
  });

  it('describes the rank bracket', () => {
    const a = { id: 'a', name: 'Apprentice' };
    const m = { id: 'm', name: 'Master' };
    expect(bracketText({ minRank: null, maxRank: null })).toBe('Any rank');
    expect(bracketText({ minRank: a, maxRank: m })).toBe('Ranks Apprentice to Master');
    expect(bracketText({ minRank: a, maxRank: a })).toBe('Rank Apprentice only');
    expect(bracketText({ minRank: a, maxRank: null })).toBe('From rank Apprentice');
    expect(bracketText({ minRank: null, maxRank: m })).toBe('Up to rank Master');
  });

  it('finds the prize of a place and words it; empty prizes pay nothing', () => {
    const prizes = [
      { place: 1, gold: 1500, tokens: 20 },
      { place: 2, gold: 0, tokens: 5 },
      { place: 3, gold: 0, tokens: 0 },
    ];
    expect(prizeText(prizeFor(prizes, 1)!)).toBe('1,500 gold + 20 tokens');
    expect(prizeText(prizeFor(prizes, 2)!)).toBe('5 tokens');
    expect(prizeFor(prizes, 3)).toBeNull();
    expect(prizeFor(prizes, 4)).toBeNull();
  });

  it('gives the length in hours or days', () => {
    expect(durationText('2026-01-01T00:00:00Z', '2026-01-01T06:00:00Z')).toBe('6 h');
    expect(durationText('2026-01-01T00:00:00Z', '2026-01-02T12:00:00Z')).toBe('1 d 12 h');
    expect(durationText('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z')).toBe('2 d');
  });

  it('opens on running tournaments, then upcoming, then finished', () => {
    expect(firstTab({ running: [1], upcoming: [1], finished: [1] })).toBe('running');
    expect(firstTab({ running: [], upcoming: [1], finished: [1] })).toBe('upcoming');
    expect(firstTab({ running: [], upcoming: [], finished: [1] })).toBe('finished');
    expect(firstTab({ running: [], upcoming: [], finished: [] })).toBe('upcoming');
  });
});
