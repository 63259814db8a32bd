import { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed logins per (account, address) and a token version per account: revocable sessions. */
export class IdentitySessions1733200000001 implements MigrationInterface {
  name = 'IdentitySessions1733200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failure (
        account_key varchar(64) NOT NULL,
        address varchar(64) NOT NULL,
        failures int NOT NULL,
        last_failure_at timestamptz NOT NULL,
        blocked_until timestamptz NOT NULL,
        PRIMARY KEY (account_key, address)
      )`);
    await q.query(`CREATE INDEX login_failure_last_idx ON login_failure (last_failure_at)`);
    await q.query(`ALTER TABLE user_account ADD COLUMN token_version int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_account DROP COLUMN token_version`);
    await q.query(`DROP TABLE login_failure`);
  }
}
