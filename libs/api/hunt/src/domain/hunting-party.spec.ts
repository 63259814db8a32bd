import { PartyCandidate, partyXpBonus, takeAlongRefusal } from './hunting-party';

const NOW = 10_000_000;
const ready: PartyCandidate = { sameRegion: true, nextHuntAt: NOW, lastActiveAt: NOW - 60 * 60_000, puzzleOwed: false, baitRefusal: null };

describe('who a sounded hunt takes along', () => {
  it('takes a friend in the region, off cooldown, active within the hour, with bait and no puzzle owed', () => {
    expect(takeAlongRefusal(ready, NOW)).toBeNull();
  });

  it.each<[string, Partial<PartyCandidate>, string]>([
    ['another region', { sameRegion: false }, 'OtherRegion'],
    ['a cooldown still running (by 1 ms)', { nextHuntAt: NOW + 1 }, 'OnCooldown'],
    ['last active 60 minutes and 1 ms ago', { lastActiveAt: NOW - 60 * 60_000 - 1 }, 'Inactive'],
    ['a puzzle owed', { puzzleOwed: true }, 'PuzzleOwed'],
    ['no bait', { baitRefusal: 'NoBait' }, 'NoBait'],
    ['bait the ground refuses', { baitRefusal: 'WrongBait' }, 'WrongBait'],
  ])('leaves out a friend with %s', (_, change, refusal) => {
    expect(takeAlongRefusal({ ...ready, ...change }, NOW)).toBe(refusal);
  });
});

describe('the sounder xp bonus', () => {
  it('adds 10% of the hunt xp per friend, rounded half up', () => {
    expect(partyXpBonus(13, 1)).toBe(1); // 1.3
    expect(partyXpBonus(15, 1)).toBe(2); // 1.5
    expect(partyXpBonus(13, 3)).toBe(4); // 3.9
    expect(partyXpBonus(100, 2)).toBe(20);
  });

  it('stops at 40%', () => {
    expect(partyXpBonus(100, 4)).toBe(40);
    expect(partyXpBonus(100, 7)).toBe(40);
  });

  it('adds nothing without friends or without hunt xp', () => {
    expect(partyXpBonus(100, 0)).toBe(0);
    expect(partyXpBonus(0, 4)).toBe(0);
    expect(partyXpBonus(4, 1)).toBe(0); // 0.4
  });
});
