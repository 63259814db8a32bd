import { Tx } from '@grimhunt/api-kernel';

export type TokenPurpose = 'activation' | 'password_reset';

/** Single-use, expiring tokens stored as SHA-256 of the secret sent in the link. */
export interface OneTimeTokenRepository {
  create(tx: Tx, userId: string, purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Marks the token used and returns its user, or null when unknown, used, expired or of another purpose. */
  consume(tx: Tx, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<string | null>;
  /** Whether the token is open (known, of this purpose, unused and unexpired): a read that changes nothing. */
  isOpen(tx: Tx, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<boolean>;
  /** Whether the user has an open token of this purpose that expires after `after` (so was issued recently). */
  hasOpenExpiringAfter(tx: Tx, userId: string, purpose: TokenPurpose, after: Date, now: Date): Promise<boolean>;
  /** The user of a token of this purpose that was already used (or replaced by a newer link), or null. */
  usedBy(tx: Tx, purpose: TokenPurpose, tokenHash: string): Promise<string | null>;
  /** Invalidates the user's open tokens of a purpose (a new link replaces the old). */
  revokeOpen(tx: Tx, userId: string, purpose: TokenPurpose, now: Date): Promise<void>;
}
export const ONE_TIME_TOKEN_REPOSITORY = Symbol('ONE_TIME_TOKEN_REPOSITORY');
