import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shared rate limits become sliding windows: one row per key holding the times of the hits it let through
 * within the last window (at most the limit), instead of one counter per fixed window, which let a burst that
 * straddled two windows through twice. The old counters are dropped (they refill themselves).
 */
export class KernelSlidingRateLimits1735900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rate_limit_counter`);
    await q.query(`
      ALTER TABLE rate_limit_counter
        DROP CONSTRAINT rate_limit_counter_pkey,
        DROP COLUMN window_start,
        DROP COLUMN count,
        ADD COLUMN hits timestamptz[] NOT NULL,
        ADD COLUMN last_refused boolean NOT NULL,
        ADD PRIMARY KEY (key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rate_limit_counter`);
    await q.query(`
      ALTER TABLE rate_limit_counter
        DROP CONSTRAINT rate_limit_counter_pkey,
        DROP COLUMN hits,
        DROP COLUMN last_refused,
        ADD COLUMN window_start timestamptz NOT NULL,
        ADD COLUMN count int NOT NULL,
        ADD PRIMARY KEY (key, window_start)`);
  }
}
