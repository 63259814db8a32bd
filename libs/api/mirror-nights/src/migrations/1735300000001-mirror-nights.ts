import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mirror Nights: the scheduled nights with their seeds (drawn once at creation, as many as the night's hunts) and
 * their entrants (one row per player and night: the primary key is the "enter once" guarantee across processes).
 */
export class MirrorNights1735300000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mirror_night (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        starts_ms bigint NOT NULL,
        ends_ms bigint NOT NULL,
        hunts integer NOT NULL CHECK (hunts BETWEEN 1 AND 50),
        par_score integer NOT NULL CHECK (par_score >= 0),
        seeds bigint[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_ms > starts_ms),
        CHECK (cardinality(seeds) = hunts)
      )`);
    await q.query(`CREATE INDEX mirror_night_ends_idx ON mirror_night (ends_ms)`);
    await q.query(`
      CREATE TABLE mirror_night_entrant (
        night_id uuid NOT NULL REFERENCES mirror_night (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        entered_ms bigint NOT NULL,
        PRIMARY KEY (night_id, user_id)
      )`);
    await q.query(`CREATE INDEX mirror_night_entrant_user_idx ON mirror_night_entrant (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mirror_night_entrant`);
    await q.query(`DROP TABLE IF EXISTS mirror_night`);
  }
}
