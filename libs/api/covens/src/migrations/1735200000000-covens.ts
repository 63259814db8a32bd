import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Covens: teams of at most 12 players. The invariants live in the schema, so they hold across API processes:
 * a player is in at most one coven (`coven_member` keyed by the user), a coven has at most 12 members
 * (`coven.member_count` with a CHECK, changed only together with the member rows while the coven row is locked),
 * one captain per coven (a partial unique index), and coven names are unique whatever their case.
 */
export class Covens1735200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coven (
        id uuid PRIMARY KEY,
        name varchar(20) NOT NULL,
        motto varchar(120) NOT NULL DEFAULT '',
        open boolean NOT NULL,
        member_count smallint NOT NULL DEFAULT 0 CHECK (member_count BETWEEN 0 AND 12),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX coven_name_key ON coven (lower(name))`);
    await q.query(`
      CREATE TABLE coven_member (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        coven_id uuid NOT NULL REFERENCES coven (id) ON DELETE CASCADE,
        role varchar(8) NOT NULL CHECK (role IN ('captain', 'officer', 'member')),
        joined_at timestamptz NOT NULL,
        seq bigserial NOT NULL
      )`);
    await q.query(`CREATE INDEX coven_member_coven_idx ON coven_member (coven_id, joined_at, seq)`);
    await q.query(`CREATE UNIQUE INDEX coven_member_one_captain ON coven_member (coven_id) WHERE role = 'captain'`);
    await q.query(`
      CREATE TABLE coven_application (
        coven_id uuid NOT NULL REFERENCES coven (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        applied_at timestamptz NOT NULL,
        PRIMARY KEY (coven_id, user_id)
      )`);
    await q.query(`CREATE INDEX coven_application_user_idx ON coven_application (user_id)`);
    await q.query(`
      CREATE TABLE coven_board_message (
        id uuid PRIMARY KEY,
        coven_id uuid NOT NULL REFERENCES coven (id) ON DELETE CASCADE,
        user_id uuid REFERENCES user_account (id) ON DELETE SET NULL,
        author_name varchar(40) NOT NULL,
        message varchar(500) NOT NULL,
        posted_at timestamptz NOT NULL,
        seq bigserial NOT NULL
      )`);
    await q.query(`CREATE INDEX coven_board_message_coven_idx ON coven_board_message (coven_id, posted_at DESC, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coven_board_message`);
    await q.query(`DROP TABLE coven_application`);
    await q.query(`DROP TABLE coven_member`);
    await q.query(`DROP TABLE coven`);
  }
}
