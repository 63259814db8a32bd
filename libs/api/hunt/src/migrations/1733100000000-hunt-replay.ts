import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every hunt replayable: a hunt's journal entry keeps the engine's inputs and outcome (`replay`), and the
 * ground and enemy definitions the engine read live once per distinct content in `hunt_replay_context` (the id is
 * the SHA-256 of that content), so a replay reproduces the hunt after any catalogue edit.
 */
export class HuntReplay1733100000000 implements MigrationInterface {
  name = 'HuntReplay1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE journal_entry ADD COLUMN replay jsonb`);
    await q.query(`
      CREATE TABLE hunt_replay_context (
        id varchar(64) PRIMARY KEY,
        catalogue_version text NOT NULL,
        ground jsonb NOT NULL,
        enemies jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE hunt_replay_context');
    await q.query('ALTER TABLE journal_entry DROP COLUMN replay');
  }
}
