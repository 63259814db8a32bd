import { RoleName } from '@grimhunt/contracts';

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
}
export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');
