import { CovenRole } from '@grimhunt/contracts';

/** A member as the role rules see it: `seq` orders members who joined in the same millisecond. */
export interface RankedMember {
  userId: string;
  role: CovenRole;
  joinedAt: number;
  seq: number;
}

const WEIGHT: Record<CovenRole, number> = { captain: 3, officer: 2, member: 1 };

/** Captains and officers handle applications. */
export function handlesApplications(role: CovenRole): boolean {
  return role === 'captain' || role === 'officer';
}

/** The captain removes officers and members; an officer removes members only; nobody removes themselves. */
export function mayKick(actor: RankedMember, target: RankedMember): boolean {
  if (actor.userId === target.userId) return false;
  if (!handlesApplications(actor.role)) return false;
  return WEIGHT[actor.role] > WEIGHT[target.role] && (actor.role === 'captain' || target.role === 'member');
}

/** Only the captain promotes a member to officer and demotes an officer. */
export function mayChangeRank(actor: RankedMember): boolean {
  return actor.role === 'captain';
}

/**
 * Only the captain applies an emblem design: the arms speak for the whole coven, like its ranks, and the design
 * must be one the captain bought.
 */
export function appliesEmblem(role: CovenRole): boolean {
  return role === 'captain';
}

const byService = (a: RankedMember, b: RankedMember) => a.joinedAt - b.joinedAt || a.seq - b.seq;

/**
 * Who becomes captain when the captain leaves: the longest-serving officer; without officers, the longest-serving
 * member; null when the captain was alone (the coven is then disbanded).
 */
export function successorOf(members: readonly RankedMember[], leavingId: string): RankedMember | null {
  const others = members.filter((m) => m.userId !== leavingId);
  const officers = others.filter((m) => m.role === 'officer').sort(byService);
  if (officers.length > 0) return officers[0];
  return [...others].sort(byService)[0] ?? null;
}
