import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hardening (issue 12): rate-limit counters shared by every API process, failed logins per (account, address),
 * a token version per account (revocable sessions), the sandbox approval key, and one active subscription per
 * (player, tier) enforced by the database.
 */
export class Hardening1733200000000 implements MigrationInterface {
  name = 'Hardening1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit_counter (
        key varchar(200) NOT NULL,
        window_start timestamptz NOT NULL,
        count int NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await q.query(`CREATE INDEX rate_limit_counter_expires_idx ON rate_limit_counter (expires_at)`);
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
    await q.query(`ALTER TABLE sandbox_order ADD COLUMN owner_key_hash char(64)`);
    // Earlier duplicates (the bug this index closes) keep the newest; the others count as replaced.
    await q.query(`
      UPDATE subscription s SET status = 'REPLACED', ended_at = now()
       WHERE status = 'ACTIVE'
         AND EXISTS (SELECT 1 FROM subscription o WHERE o.user_id = s.user_id AND o.level = s.level AND o.status = 'ACTIVE'
                      AND (o.started_at, o.id) > (s.started_at, s.id))`);
    await q.query(`CREATE UNIQUE INDEX subscription_one_active_per_tier ON subscription (user_id, level) WHERE status = 'ACTIVE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX subscription_one_active_per_tier`);
    await q.query(`ALTER TABLE sandbox_order DROP COLUMN owner_key_hash`);
    await q.query(`ALTER TABLE user_account DROP COLUMN token_version`);
    await q.query(`DROP TABLE login_failure`);
    await q.query(`DROP TABLE rate_limit_counter`);
  }
}
