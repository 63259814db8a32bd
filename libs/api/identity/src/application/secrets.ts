import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe secret for links in mails, and the hash we store instead of it. */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new typed password for the reset mail: 12 readable characters (about 70 bits). */
export function newReadablePassword(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => READABLE[b % READABLE.length]).join('');
}

/** What replaces a link's secret in a stored mail once the mail has left. */
export const REMOVED_SECRET = '(link removed from our copy after sending)';
const LINK_SECRET = /(\/(?:activateAccount|forgotPasswordRetrieve)\/)[A-Za-z0-9_-]+/g;

/**
 * The text of an account mail as we keep it after sending (`mail_outbox`): the secrets of its activation or reset
 * links are removed, so a copy of the table (a backup, a support query) opens no account.
 */
export function redactLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, `$1${REMOVED_SECRET}`);
}
