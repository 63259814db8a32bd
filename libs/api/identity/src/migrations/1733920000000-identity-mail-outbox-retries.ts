import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retries of account mails (identity owns `mail_outbox`): with SMTP, a mail whose send failed, or a receipt queued by
 * a transaction whose process died before sending it, stays unsent; the relay job sends it again with a growing
 * wait (`next_attempt_at`) and gives up after a few `attempts`, leaving the row for support.
 */
export class IdentityMailOutboxRetries1733920000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0, ADD COLUMN next_attempt_at timestamptz`);
    await q.query(`CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS mail_outbox_unsent_idx`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS next_attempt_at, DROP COLUMN IF EXISTS attempts`);
  }
}
