import { DataSource } from 'typeorm';
import { MIGRATION_ENTRIES, MIGRATIONS, migrationOf, newPlayer, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * The puzzle's table was created by a migration of the hunt context before the puzzle became a context of its own.
 * The file moved folders with its name, class and `name` unchanged, and a database knows a migration only by the
 * name it recorded in its `migrations` table: a database made before the move runs nothing again and keeps its rows.
 */
const FILE = '1733500000000-hunt-challenge.ts';
/** What every database migrated before the move holds in its `migrations` table for the puzzle's table. */
const RECORDED = { timestamp: '1733500000000', name: 'HuntChallenge1733500000000' };

describe('puzzle migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("is the puzzle's, under the name existing databases recorded", () => {
    const entry = MIGRATION_ENTRIES.find((e) => e.file === FILE);
    expect(entry?.context).toBe('puzzle');
    expect(migrationOf(FILE).name).toBe(RECORDED.name);
    expect(new (migrationOf(FILE))().name).toBe(RECORDED.name);
  });

  it('runs nothing again on a migrated database and keeps its puzzle rows', async () => {
    const player = await newPlayer(t, 'Renfield');
    await t.dataSource.query(`INSERT INTO hunt_challenge (user_id, hunts, window_started_at, solved) VALUES ($1, 7, now(), 2)`, [
      player.id,
    ]);
    const recorded = await t.dataSource.query(`SELECT timestamp::text, name FROM migrations WHERE timestamp = $1`, [
      Number(RECORDED.timestamp),
    ]);
    expect(recorded).toEqual([RECORDED]);

    // The next start of an API process on this database.
    const restarted = new DataSource({ type: 'postgres', url: t.databaseUrl, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
    await restarted.initialize();
    try {
      expect(await restarted.showMigrations()).toBe(false);
      expect(await restarted.runMigrations()).toEqual([]);
      expect(await restarted.query(`SELECT hunts, solved FROM hunt_challenge WHERE user_id = $1`, [player.id])).toEqual([
        { hunts: 7, solved: 2 },
      ]);
    } finally {
      await restarted.destroy();
    }
  });
});
