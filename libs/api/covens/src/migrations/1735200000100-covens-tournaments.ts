import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tournaments of covens. An entry is a player's, for the coven they were in when they entered (kept if they move
 * on), and carries the live points of that player. `paid_at` is set by the one transaction that pays the prizes,
 * guarded by `paid_at IS NULL`, so prizes are paid once whatever number of processes run the job. Each payment to a
 * member is a `tournament_payout` row (its key allows one per member and tournament), and the tokens a player holds
 * are `covens_token_balance`, equal to the sum of their payouts' tokens.
 */
export class CovensTournaments1735200000100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament (
        id uuid PRIMARY KEY,
        name varchar(60) NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        ground_ids uuid[] NOT NULL CHECK (cardinality(ground_ids) > 0),
        points_per_ghost integer NOT NULL CHECK (points_per_ghost BETWEEN 0 AND 10000),
        points_per_rarity jsonb NOT NULL DEFAULT '[]',
        min_rank_id uuid,
        max_rank_id uuid,
        entry_fee integer NOT NULL CHECK (entry_fee >= 0),
        prizes jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        CHECK (ends_at >= starts_at + interval '6 hours' AND ends_at <= starts_at + interval '48 hours')
      )`);
    await q.query(`CREATE INDEX tournament_unpaid_idx ON tournament (ends_at) WHERE paid_at IS NULL`);
    await q.query(`
      CREATE TABLE tournament_entry (
        tournament_id uuid NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        coven_id uuid NOT NULL,
        coven_name varchar(20) NOT NULL,
        entered_at timestamptz NOT NULL,
        points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
        ghosts integer NOT NULL DEFAULT 0 CHECK (ghosts >= 0),
        PRIMARY KEY (tournament_id, user_id)
      )`);
    await q.query(`CREATE INDEX tournament_entry_user_idx ON tournament_entry (user_id)`);
    await q.query(`
      CREATE TABLE tournament_payout (
        tournament_id uuid NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        coven_id uuid NOT NULL,
        place integer NOT NULL CHECK (place >= 1),
        gold integer NOT NULL CHECK (gold >= 0),
        tokens integer NOT NULL CHECK (tokens >= 0),
        paid_at timestamptz NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE covens_token_balance (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        tokens integer NOT NULL CHECK (tokens >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE covens_token_balance`);
    await q.query(`DROP TABLE tournament_payout`);
    await q.query(`DROP TABLE tournament_entry`);
    await q.query(`DROP TABLE tournament`);
  }
}
