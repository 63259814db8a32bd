import { appliesEmblem, mayChangeRank, mayKick, RankedMember, successorOf } from './coven-roles';

const m = (userId: string, role: RankedMember['role'], joinedAt: number, seq = joinedAt): RankedMember => ({ userId, role, joinedAt, seq });

describe('coven roles', () => {
  const captain = m('c', 'captain', 0);
  const officer = m('o', 'officer', 10);
  const member = m('m', 'member', 5);

  it('lets the captain remove officers and members, officers members only, members nobody', () => {
    expect(mayKick(captain, officer)).toBe(true);
    expect(mayKick(captain, member)).toBe(true);
    expect(mayKick(officer, member)).toBe(true);
    expect(mayKick(officer, m('o2', 'officer', 11))).toBe(false);
    expect(mayKick(officer, captain)).toBe(false);
    expect(mayKick(member, m('m2', 'member', 6))).toBe(false);
    expect(mayKick(captain, captain)).toBe(false);
  });

  it('lets only the captain promote and demote', () => {
    expect([captain, officer, member].map(mayChangeRank)).toEqual([true, false, false]);
  });

  it('lets only the captain apply an emblem design', () => {
    expect(['captain', 'officer', 'member'].map((role) => appliesEmblem(role as RankedMember['role']))).toEqual([true, false, false]);
  });

  it('hands the captaincy to the longest-serving officer, then the longest-serving member, else nobody', () => {
    const later = m('o-late', 'officer', 20);
    expect(successorOf([captain, member, later, officer], 'c')?.userId).toBe('o');
    expect(successorOf([captain, m('a', 'member', 7, 2), m('b', 'member', 7, 1)], 'c')?.userId).toBe('b');
    expect(successorOf([captain], 'c')).toBeNull();
  });
});
