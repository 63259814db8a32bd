import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters shared by every API process (the kernel's SharedRateLimiter owns the table). */
export class KernelRateLimits1733200000000 implements MigrationInterface {
  name = 'KernelRateLimits1733200000000';

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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_counter`);
  }
}
