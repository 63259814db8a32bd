import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Anti-bot picture puzzle for manual hunts: one row per player who hunted by hand, holding the
 * hunt counter of the current window, the pending puzzle (its scene, answer included, never leaves the server),
 * wrong answers, the wait after too many, and totals.
 */
export class HuntChallenge1733500000000 implements MigrationInterface {
  name = 'HuntChallenge1733500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hunt_challenge (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        hunts int NOT NULL DEFAULT 0 CHECK (hunts >= 0),
        window_started_at timestamptz NOT NULL,
        challenge_id uuid,
        scene jsonb,
        wrong int NOT NULL DEFAULT 0 CHECK (wrong >= 0),
        locked_until timestamptz,
        solved int NOT NULL DEFAULT 0,
        failed int NOT NULL DEFAULT 0,
        CHECK ((challenge_id IS NULL) = (scene IS NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE hunt_challenge');
  }
}
