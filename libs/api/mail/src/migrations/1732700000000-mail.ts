import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The post service. An attachment left the sender's inventory when the mail was sent (ledger
 * `mail-send`) and is held by the row until exactly one of: the recipient claims it (`claimed_at`, set by a
 * conditional UPDATE) or the recipient's account is deleted and it goes back to the sender (`returned_at`).
 * Deleting an account keeps its letters for the other party: the user columns become NULL, the names stay.
 */
export class Mail1732700000000 implements MigrationInterface {
  name = 'Mail1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail (
        id uuid PRIMARY KEY,
        from_user_id uuid REFERENCES user_account (id) ON DELETE SET NULL,
        to_user_id uuid REFERENCES user_account (id) ON DELETE SET NULL,
        from_name varchar(64) NOT NULL,
        to_name varchar(64) NOT NULL,
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
        item_id uuid REFERENCES item (id) ON DELETE RESTRICT,
        amount integer CHECK (amount > 0),
        sent_at timestamptz NOT NULL,
        read_at timestamptz,
        claimed_at timestamptz,
        returned_at timestamptz,
        CONSTRAINT mail_attachment_whole CHECK ((item_id IS NULL) = (amount IS NULL)),
        CONSTRAINT mail_attachment_settled_once CHECK (claimed_at IS NULL OR returned_at IS NULL),
        CONSTRAINT mail_settled_needs_attachment CHECK (item_id IS NOT NULL OR (claimed_at IS NULL AND returned_at IS NULL))
      )`);
    await q.query(`CREATE INDEX mail_inbox_idx ON mail (to_user_id, sent_at DESC)`);
    await q.query(`CREATE INDEX mail_outbox_idx ON mail (from_user_id, sent_at DESC)`);
    await q.query(`CREATE INDEX mail_item_idx ON mail (item_id) WHERE item_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail');
  }
}
