import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hunter row counts the séance maps its player is on and that are not settled yet. The social context keeps the
 * count (join, leave, settlement); the hunt reads it with the row it locks anyway, so only a hunt of a player on a map
 * spends a statement on marking map ghosts.
 */
export class HuntSeanceMaps1735600000000 implements MigrationInterface {
  name = 'HuntSeanceMaps1735600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter ADD COLUMN seance_maps smallint NOT NULL DEFAULT 0 CHECK (seance_maps >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter DROP COLUMN seance_maps`);
  }
}
