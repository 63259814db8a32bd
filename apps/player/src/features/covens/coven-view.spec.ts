import type { CovenDto, CovenMemberDto } from '@grimhunt/contracts';
import { leaveConsequence, memberActions, sortMembers, viewerRole, visitorAction } from './coven-view';

const member = (userId: string, role: CovenMemberDto['role'], joinedAt: string): CovenMemberDto => ({
  userId,
  name: userId,
  role,
  rankName: null,
  joinedAt,
  titleKey: null,
});

const members = [
  member('m2', 'member', '2026-01-03T00:00:00Z'),
  member('o1', 'officer', '2026-01-02T00:00:00Z'),
  member('c', 'captain', '2026-01-01T00:00:00Z'),
  member('m1', 'member', '2026-01-02T12:00:00Z'),
];
const coven = (open: boolean, list = members): CovenDto => ({
  id: 'k',
  name: 'Night_Owls',
  motto: '',
  emblemImageId: 'coven-emblem:00000000',
  emblemDesign: null,
  captain: { userId: 'c', name: 'c' },
  members: list,
  open,
});

describe('coven rules of the screens', () => {
  it('knows the viewer role, or null for a visitor', () => {
    expect(viewerRole(coven(true), 'o1')).toBe('officer');
    expect(viewerRole(coven(true), 'stranger')).toBeNull();
  });

  it('gives the captain promote/demote/kick, an officer kick on members only, and nobody an action on self', () => {
    expect(memberActions('captain', members[0]!, 'c')).toEqual(['promote', 'kick']);
    expect(memberActions('captain', members[1]!, 'c')).toEqual(['demote', 'kick']);
    expect(memberActions('captain', members[2]!, 'c')).toEqual([]);
    expect(memberActions('officer', members[0]!, 'o1')).toEqual(['kick']);
    expect(memberActions('officer', members[1]!, 'o1')).toEqual([]);
    expect(memberActions('officer', members[2]!, 'o1')).toEqual([]);
    expect(memberActions('member', members[3]!, 'm2')).toEqual([]);
    expect(memberActions(null, members[0]!, 'x')).toEqual([]);
  });

  it('lists the captain, then officers, then members by service', () => {
    expect(sortMembers(members).map((m) => m.userId)).toEqual(['c', 'o1', 'm1', 'm2']);
  });

  it('offers join on open covens, apply on closed ones, nothing when full or already in a coven', () => {
    expect(visitorAction(coven(true), false, 12)).toBe('join');
    expect(visitorAction(coven(false), false, 12)).toBe('apply');
    expect(visitorAction(coven(true), true, 12)).toBeNull();
    expect(visitorAction(coven(true), false, 4)).toBeNull();
  });

  it('says what leaving does: a hand-over for a captain, disbanding for the last member', () => {
    expect(leaveConsequence(coven(true), 'captain')).toMatch(/captaincy passes/);
    expect(leaveConsequence(coven(true, [members[2]!]), 'captain')).toMatch(/disbands/);
    expect(leaveConsequence(coven(true), 'member')).toMatch(/points/);
  });
});
