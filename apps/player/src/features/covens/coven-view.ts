import type { CovenDto, CovenMemberDto, CovenRole } from '@grimhunt/contracts';

/** Pure rules of the coven screens: who sees which buttons. The API checks the same rules again on every call. */

export type MemberAction = 'promote' | 'demote' | 'kick';

export const ROLE_LABELS: Record<CovenRole, string> = { captain: 'Captain', officer: 'Officer', member: 'Member' };

const ROLE_ORDER: Record<CovenRole, number> = { captain: 0, officer: 1, member: 2 };

/** The viewer's role in this coven, or null when they are not in it. */
export function viewerRole(coven: CovenDto, viewerId: string | undefined): CovenRole | null {
  return coven.members.find((m) => m.userId === viewerId)?.role ?? null;
}

export const canManage = (role: CovenRole | null) => role === 'captain' || role === 'officer';

/**
 * What the viewer may do to one member: the captain promotes members, demotes officers and removes anyone but
 * themself; an officer removes plain members only; nobody acts on themself (leaving is its own button).
 */
export function memberActions(role: CovenRole | null, member: CovenMemberDto, viewerId: string | undefined): MemberAction[] {
  if (member.userId === viewerId || member.role === 'captain') return [];
  if (role === 'captain') return member.role === 'officer' ? ['demote', 'kick'] : ['promote', 'kick'];
  if (role === 'officer' && member.role === 'member') return ['kick'];
  return [];
}

/** Captain first, then officers, then members; within a role the longest-serving first. */
export function sortMembers(members: CovenMemberDto[]): CovenMemberDto[] {
  return [...members].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt));
}

/** What a visitor who is in no coven can do here: join an open coven with a seat, apply to a closed one. */
export function visitorAction(coven: CovenDto, inAnyCoven: boolean, maxMembers: number): 'join' | 'apply' | null {
  if (inAnyCoven || coven.members.length >= maxMembers) return null;
  return coven.open ? 'join' : 'apply';
}

/** What leaving does, said before the player confirms it. */
export function leaveConsequence(coven: CovenDto, role: CovenRole): string {
  if (role !== 'captain') return 'Your points in a running tournament stay with this coven.';
  if (coven.members.length <= 1) return 'You are the last member: leaving disbands the coven for good.';
  return 'The captaincy passes to the longest-serving officer, or the longest-serving member when there is none.';
}
