import { MigrationInterface, QueryRunner } from 'typeorm';

/** The secret of an activation or reset link in a stored mail ($1 keeps the path before it). */
const LINK_SECRET = '(/(?:activateAccount|forgotPasswordRetrieve)/)[A-Za-z0-9_-]+';
/** The line of the reset mails of earlier versions that carried the new password itself. */
const MAILED_PASSWORD = '(your new password is: )[^\\s(]\\S*';
const REMOVED_SECRET = '(link removed from our copy after sending)';
const REMOVED_PASSWORD = '(password removed from our copy)';
/** Attempts after which the relay leaves an unsent mail alone (the relay job's limit). */
const GIVEN_UP_ATTEMPTS = 6;
const NEVER_SENT = 'not sent: our copy has no link secret or password left to send';

/**
 * Earlier versions kept link secrets (and, before that, new passwords) in the stored copies of account mails that
 * had left, and stored production mails without SMTP with their link removed but still waiting for a relay. This
 * removes those secrets from every sent mail, removes mailed passwords from every mail, and marks unsent mails whose
 * secret is gone as given up, so a relay configured later never sends a mail whose link no longer works.
 * Removed secrets cannot come back: `down` changes nothing.
 */
export class IdentityMailOutboxRedaction1734300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const redacted = `regexp_replace(regexp_replace(body_text, $1, '\\1' || $2, 'g'), $3, '\\1' || $4, 'g')`;
    const params = [LINK_SECRET, REMOVED_SECRET, MAILED_PASSWORD, REMOVED_PASSWORD];
    await q.query(
      `UPDATE mail_outbox SET body_text = ${redacted} WHERE sent_at IS NOT NULL AND (body_text ~ $1 OR body_text ~ $3)`,
      params,
    );
    await q.query(
      `UPDATE mail_outbox SET body_text = ${redacted}, attempts = GREATEST(attempts, $5), error = $6
        WHERE sent_at IS NULL AND (body_text ~ $3 OR strpos(body_text, $2) > 0)`,
      [...params, GIVEN_UP_ATTEMPTS, NEVER_SENT],
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the removed secrets are gone for good.
  }
}
