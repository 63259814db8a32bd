import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1732240000000 implements MigrationInterface {
  name = 'Identity1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_account (
        id uuid PRIMARY KEY,
        name varchar(32) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role int NOT NULL CHECK (role IN (0, 1, 2, 100, 555, 666)),
        patreon_type int NOT NULL DEFAULT 0 CHECK (patreon_type BETWEEN 0 AND 5),
        xp bigint NOT NULL DEFAULT 0 CHECK (xp >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX user_account_name_lower_key ON user_account (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX user_account_email_lower_key ON user_account (lower(email))`);
    await q.query(`CREATE INDEX user_account_role_idx ON user_account (role)`);
    await q.query(`CREATE INDEX user_account_name_pattern_idx ON user_account (lower(name) text_pattern_ops)`);
    await q.query(`
      CREATE TABLE one_time_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        purpose varchar(32) NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX one_time_token_user_idx ON one_time_token (user_id, purpose)`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address varchar(254) NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail_outbox');
    await q.query('DROP TABLE one_time_token');
    await q.query('DROP TABLE user_account');
  }
}
