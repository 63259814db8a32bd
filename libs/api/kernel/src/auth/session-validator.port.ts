import { RoleName } from '@grimhunt/contracts';

/**
 * Tells the guard a user's current role, so a ban or a deletion takes effect before the token expires.
 * Identity provides it; a short cache keeps it off the hot path.
 */
export interface SessionValidator {
  /** `claimedRole` is the token's role: a cached answer that disagrees with it is checked again. */
  currentRole(userId: string, claimedRole: RoleName): Promise<RoleName | null>;
}
export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');
