import { RoleName, roleName } from '@grimhunt/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain-error';

/**
 * Tells the guard a user's current role, so a ban, a deletion, a password change or a reset takes effect before
 * the token expires. Identity provides it; a cache cleared by PostgreSQL LISTEN/NOTIFY keeps it off the hot path.
 */
export interface SessionValidator {
  /**
   * `claimedRole` is the token's role: a cached answer that disagrees with it is checked again. `tokenVersion` is
   * the token's `ver` claim (0 when absent): a token older than the account's version is revoked (null).
   */
  currentRole(userId: string, claimedRole: RoleName, tokenVersion?: number): Promise<RoleName | null>;
  /**
   * The answer `currentRole` would give from this process's cache alone: undefined when it would have to ask the
   * database (nothing cached lately, or a cached answer that disagrees with the token).
   */
  cachedRole(userId: string, claimedRole: RoleName, tokenVersion: number): RoleName | undefined;
  /** Keeps what a transaction read of the account under its own row lock, as `currentRole` keeps what it reads. */
  remember(userId: string, role: RoleName | null, tokenVersion: number): void;
}
export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');

/**
 * A signed token whose account the guard has not asked about: the route's use case confirms it on the user row it
 * locks first (`confirmSession`), in the same round trip, before it reads or writes anything else. Only routes marked
 * `@SessionAtLock()` get one.
 */
export interface PendingSession {
  /** The token's `ver` claim. */
  readonly version: number;
  /** The roles the route admits. */
  readonly roles: readonly RoleName[];
}

/**
 * The guard's decision, taken on the account row a transaction just locked (`null`: no such account): a token of an
 * older version, or of a deleted account, has ended (401); a role the route does not admit is refused (403).
 * Answers the account's current role.
 */
export function confirmSession(pending: PendingSession, account: { role: number; tokenVersion: number } | null): RoleName {
  if (!account || account.tokenVersion !== pending.version) throw new UnauthenticatedError(SESSION_ENDED);
  const role = roleName(account.role);
  if (!pending.roles.includes(role)) throw new ForbiddenError();
  return role;
}

export const SESSION_ENDED = 'Your session has ended, please log in again';
