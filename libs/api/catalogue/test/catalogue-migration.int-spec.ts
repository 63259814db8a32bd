import { DataSource } from 'typeorm';
import { createTestDatabase } from '@grimhunt/testing';
import { migrationOf } from '@grimhunt/api-testing';
import { Catalogue1732300000000 } from '../src/migrations/1732300000000-catalogue';

const Identity1732240000000 = migrationOf('1732240000000-identity');

describe('catalogue migration', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url: await createTestDatabase('mig'),
      migrations: [Identity1732240000000, Catalogue1732300000000],
      migrationsTransactionMode: 'each',
    });
    await dataSource.initialize();
  });
  afterAll(() => dataSource?.destroy());

  it('applies, reverts cleanly and applies again', async () => {
    const tables = async () =>
      (
        await dataSource.query(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('migrations', 'user_account', 'one_time_token', 'mail_outbox')`,
        )
      )[0].n;
    await dataSource.runMigrations();
    expect(await tables()).toBe(33);
    await dataSource.undoLastMigration();
    expect(await tables()).toBe(0);
    await dataSource.runMigrations();
    expect(await tables()).toBe(33);
    expect((await dataSource.query('SELECT version::int AS v FROM catalogue_version'))[0].v).toBe(1);
  });
});
