import { DataSource } from 'typeorm';
import { NestedConnectionError, SidePool, UNIT_OF_WORK, UnitOfWork, unwrapTx } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

describe('connections asked for inside a transaction', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  let side: SidePool;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get<UnitOfWork>(UNIT_OF_WORK, { strict: false });
    side = new SidePool(t.app.get(DataSource), 'test-side');
  }, 60_000);
  afterAll(async () => {
    await side?.end();
    await t?.close();
  });
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('a main-pool connection asked for inside a unit of work fails at once and says where', async () => {
    const outcome = await uow
      .run(async (tx) => {
        await unwrapTx(tx).query('SELECT 1'); // the transaction's own connection
        return t.dataSource.query('SELECT 2');
      })
      .then(
        () => 'answered',
        (error: Error) => error,
      );
    expect(outcome).toBeInstanceOf(NestedConnectionError);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/NestedConnectionError[\s\S]*nested-connections\.int-spec\.ts/);
    // Outside a transaction the main pool answers as always.
    expect(await t.dataSource.query('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('a side pool answers inside a unit of work, and work left running after the commit may use the main pool', async () => {
    let later: Promise<unknown> = Promise.resolve();
    // The work below leaves a query running that waits for the unit of work to end: it starts inside the marked
    // code, so it carries the mark, and must be let through once the transaction is over. (A timer instead of this
    // signal made the test fail on a slow machine, where the side pool took longer than the timer.)
    let ended!: () => void;
    const unitEnded = new Promise<void>((resolve) => (ended = resolve));
    const inside = await uow
      .run(async (tx) => {
        await unwrapTx(tx).query('SELECT 1');
        later = unitEnded.then(() => t.dataSource.query('SELECT 5 AS n'));
        return side.query<{ n: number }>('SELECT 4 AS n');
      })
      .finally(() => ended());
    expect(inside).toEqual([{ n: 4 }]);
    expect(await later).toEqual([{ n: 5 }]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a side pool's transaction commits what it did, rolls back when its work throws, and keeps its connection usable", async () => {
    await t.dataSource.query('CREATE TABLE side_pool_probe (n int)');
    await side.transaction('START TRANSACTION', (query) => query('INSERT INTO side_pool_probe VALUES (1)'));
    const failed = await side
      .transaction('START TRANSACTION', async (query) => {
        await query('INSERT INTO side_pool_probe VALUES (2)');
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('changed my mind');
    const broken = await side
      .transaction('START TRANSACTION', (query) => query('SELECT * FROM no_such_table'))
      .catch((error: { code?: string }) => error.code);
    expect(broken).toBe('42P01');
    expect(await side.query('SELECT n FROM side_pool_probe ORDER BY n')).toEqual([{ n: 1 }]);
  });
});
