import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Equipment setups, exhibition claims and the ladder index (economy issue). Double actions are stopped here:
 * an item sits at most once in a setup (primary key), a collection is claimed at most once per player (primary key),
 * and the active setup can never leave the unlocked range (CHECK).
 */
export class EconomyPlay1732500000000 implements MigrationInterface {
  name = 'EconomyPlay1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_setup (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        active_setup smallint NOT NULL DEFAULT 0 CHECK (active_setup BETWEEN 0 AND 11),
        unlocked_setups smallint NOT NULL DEFAULT 2 CHECK (unlocked_setups BETWEEN 1 AND 12),
        CHECK (active_setup < unlocked_setups)
      )`);
    await q.query(`
      CREATE TABLE equipment (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        setup_index smallint NOT NULL CHECK (setup_index BETWEEN 0 AND 11),
        item_id uuid NOT NULL REFERENCES item (id) ON DELETE CASCADE,
        equipped_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (user_id, setup_index, item_id)
      )`);
    await q.query(`CREATE INDEX equipment_item_idx ON equipment (item_id)`);
    await q.query(`
      CREATE TABLE collection_claim (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        collection_item_id uuid NOT NULL REFERENCES item (id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, collection_item_id)
      )`);
    // Ladder order (xp desc, created_at, id) over ranked players only: banned (666) and not activated (555) are out.
    await q.query(`CREATE INDEX user_account_ladder_idx ON user_account (xp DESC, created_at, id) WHERE role NOT IN (666, 555)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX user_account_ladder_idx');
    await q.query('DROP TABLE collection_claim');
    await q.query('DROP TABLE equipment');
    await q.query('DROP TABLE player_setup');
  }
}
