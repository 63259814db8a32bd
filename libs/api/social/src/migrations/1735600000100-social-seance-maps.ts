import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Séance maps: a map (owner, scroll, tier, expiry, completion, settlement), its members (the owner among them), open
 * invitations and the drawn ghosts. "First catch wins, exactly once" is a conditional update of the ghost row
 * (`caught_at IS NULL`); "paid once" is the map's `settled_at`, set by the transaction that pays.
 */
export class SocialSeanceMaps1735600000100 implements MigrationInterface {
  name = 'SocialSeanceMaps1735600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social_seance_map (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        scroll_item_id uuid NOT NULL,
        scroll_name varchar(128) NOT NULL,
        tier smallint NOT NULL CHECK (tier BETWEEN 1 AND 3),
        ghost_count smallint NOT NULL CHECK (ghost_count > 0),
        caught_count smallint NOT NULL DEFAULT 0 CHECK (caught_count >= 0 AND caught_count <= ghost_count),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        settled_at timestamptz,
        settlement varchar(16) CHECK (settlement IN ('complete', 'consolation')),
        CHECK ((settled_at IS NULL) = (settlement IS NULL))
      )`);
    await q.query(`CREATE INDEX social_seance_map_owner_idx ON social_seance_map (owner_id)`);
    await q.query(`CREATE INDEX social_seance_map_due_idx ON social_seance_map (expires_at) WHERE settled_at IS NULL`);
    await q.query(`
      CREATE TABLE social_seance_member (
        map_id uuid NOT NULL REFERENCES social_seance_map (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL,
        PRIMARY KEY (map_id, user_id)
      )`);
    await q.query(`CREATE INDEX social_seance_member_user_idx ON social_seance_member (user_id)`);
    await q.query(`
      CREATE TABLE social_seance_invite (
        map_id uuid NOT NULL REFERENCES social_seance_map (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        invited_at timestamptz NOT NULL,
        PRIMARY KEY (map_id, user_id)
      )`);
    await q.query(`CREATE INDEX social_seance_invite_user_idx ON social_seance_invite (user_id)`);
    await q.query(`
      CREATE TABLE social_seance_ghost (
        map_id uuid NOT NULL REFERENCES social_seance_map (id) ON DELETE CASCADE,
        enemy_id uuid NOT NULL,
        position smallint NOT NULL,
        caught_by uuid REFERENCES user_account (id) ON DELETE SET NULL,
        caught_by_name varchar(64),
        caught_at timestamptz,
        PRIMARY KEY (map_id, enemy_id),
        CHECK ((caught_at IS NULL) = (caught_by_name IS NULL))
      )`);
    await q.query(`CREATE INDEX social_seance_ghost_open_idx ON social_seance_ghost (enemy_id) WHERE caught_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social_seance_ghost`);
    await q.query(`DROP TABLE social_seance_invite`);
    await q.query(`DROP TABLE social_seance_member`);
    await q.query(`DROP TABLE social_seance_map`);
  }
}
