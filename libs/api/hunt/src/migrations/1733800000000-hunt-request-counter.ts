import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hunt routes' rate limit counted in the player's own hunter row: the hunt's lock
 * statement reads it and the hunt's own rows statement writes it, so the limit adds no statement to a hunt.
 * `hunt_requests` hunt requests in the fixed window starting at `hunt_requests_window_ms` (database clock, ms).
 */
export class HunterRequestCounter1733800000000 implements MigrationInterface {
  name = 'HunterRequestCounter1733800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter ADD COLUMN hunt_requests int NOT NULL DEFAULT 0 CHECK (hunt_requests >= 0),
                                      ADD COLUMN hunt_requests_window_ms bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter DROP COLUMN hunt_requests, DROP COLUMN hunt_requests_window_ms`);
  }
}
