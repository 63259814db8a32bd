import { Tx } from '@grimhunt/api-kernel';

/**
 * Ends an account's sessions everywhere: `announce` runs inside the transaction that bumped the token version
 * (PostgreSQL delivers the notification to every API process at commit), `forgetHere` clears this process's cache
 * at once after the commit.
 */
export interface SessionRevocation {
  announce(tx: Tx, userId: string): Promise<void>;
  forgetHere(userId: string): void;
}
export const SESSION_REVOCATION = Symbol('SESSION_REVOCATION');
