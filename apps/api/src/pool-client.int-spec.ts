import { PreparingClient, SidePool, Tx, UNIT_OF_WORK, UnitOfWork, unwrapTx } from '@grimhunt/api-kernel';
import { countStatements } from './testing/statement-counter';
import { startTestApp, TestApp } from './testing/test-app';

/** The pool's connections pipeline a transaction's statements issued together (libs/api/kernel/src/persistence/pool-client.ts). */
describe('the pipelined pool: statements a transaction issues together share a round trip', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  const q = <T = Record<string, unknown>>(tx: Tx, sql: string, params: unknown[] = []): Promise<T[]> => unwrapTx(tx).query(sql, params);

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get(UNIT_OF_WORK);
    await t.dataSource.query(`CREATE TABLE pool_pipe (n int PRIMARY KEY, xid bigint NOT NULL)`);
  });
  afterAll(() => t?.close());

  it('builds its connections in pipeline mode, preparing repeated statements', () => {
    const driver = t.dataSource.driver as unknown as { master: { options: { Client: { prototype: object } } } };
    expect(driver.master.options.Client.prototype).toBeInstanceOf(PreparingClient);
  });

  it('sends the start and three statements issued together in one round trip, all inside the one transaction', async () => {
    const counted = await countStatements(() =>
      uow.run((tx) =>
        Promise.all([
          q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current()) RETURNING n`, [1]),
          q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current()) RETURNING n`, [2]),
          q(tx, `SELECT count(*)::int AS seen FROM pool_pipe WHERE n <= $1`, [2]),
        ]),
      ),
    );
    // In order: the count sees both inserts of its own transaction.
    expect(counted.result).toEqual([[{ n: 1 }], [{ n: 2 }], [{ seen: 2 }]]);
    expect(counted.statements[0]).toBe('START TRANSACTION');
    expect(counted.statements.at(-1)).toBe('COMMIT');
    expect(counted.roundTrips).toBe(2);
    const rows: { xid: string }[] = await t.dataSource.query(`SELECT DISTINCT xid::text FROM pool_pipe WHERE n IN (1, 2)`);
    expect(rows).toHaveLength(1);
  });

  it('a statement that fails among them rolls the whole transaction back; the ones behind it fail as aborted', async () => {
    const behind: { error?: { code?: string } } = {};
    await expect(
      uow.run((tx) =>
        Promise.all([
          q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current())`, [10]),
          q(tx, `SELECT 1 / $1::int AS boom`, [0]),
          q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current())`, [11]).catch((error) => {
            behind.error = error.driverError ?? error;
            throw error;
          }),
        ]),
      ),
    ).rejects.toMatchObject({ driverError: { code: '22012' } });
    expect(behind.error?.code).toBe('25P02');
    expect(await t.dataSource.query(`SELECT n FROM pool_pipe WHERE n IN (10, 11)`)).toEqual([]);
    // The connection went back to the pool in a usable state.
    expect(await uow.run((tx) => q(tx, `SELECT $1::int AS ok`, [1]))).toEqual([{ ok: 1 }]);
  });

  it('work that throws after its statements were sent rolls them back', async () => {
    await expect(
      uow.run(async (tx) => {
        void q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current())`, [20]);
        await q(tx, `SELECT 1`);
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    expect(await t.dataSource.query(`SELECT n FROM pool_pipe WHERE n = 20`)).toEqual([]);
  });

  it('holds the locks taken in the order sent: a second transaction on the same rows waits, then sees the first one committed', async () => {
    await t.dataSource.query(`INSERT INTO pool_pipe (n, xid) VALUES (30, 0), (31, 0)`);
    const lockBoth = (tag: number) =>
      uow.run(async (tx) => {
        const [a, b] = await Promise.all([
          q<{ xid: string }>(tx, `SELECT xid::text FROM pool_pipe WHERE n = $1 FOR UPDATE`, [30]),
          q<{ xid: string }>(tx, `SELECT xid::text FROM pool_pipe WHERE n = $1 FOR UPDATE`, [31]),
        ]);
        await q(tx, `UPDATE pool_pipe SET xid = xid + $1 WHERE n IN (30, 31)`, [tag]);
        return [a[0].xid, b[0].xid];
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => lockBoth(i + 1)));
    // Every transaction saw both rows as one earlier transaction left them: never one row updated and the other not.
    for (const [a, b] of answers) expect(a).toBe(b);
    expect(await t.dataSource.query(`SELECT xid::int AS v FROM pool_pipe WHERE n IN (30, 31)`)).toEqual([{ v: 36 }, { v: 36 }]);
  });

  it('a connection lost with statements in flight fails the transaction, and the next one gets a working connection', async () => {
    // The killer speaks on a side connection: a second main-pool connection inside the transaction is refused here.
    const killer = new SidePool(t.dataSource, 'killer');
    const outcome = await uow
      .run(async (tx) => {
        const [{ pid }] = await q<{ pid: number }>(tx, `SELECT pg_backend_pid() AS pid`);
        await Promise.all([
          q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, txid_current())`, [40]),
          q(tx, `SELECT pg_sleep(5)`),
          killer.query(`SELECT pg_terminate_backend($1)`, [pid]),
        ]);
      })
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    await killer.end();
    expect(outcome).toMatch(/terminat|Connection terminated/i);
    expect(await t.dataSource.query(`SELECT n FROM pool_pipe WHERE n = 40`)).toEqual([]);
    expect(await uow.run((tx) => q(tx, `SELECT $1::int AS ok`, [2]))).toEqual([{ ok: 2 }]);
  });

  it("sends a transaction's raw statements straight to its connection, answering as TypeORM's query runner would", async () => {
    await t.dataSource.query(`INSERT INTO pool_pipe (n, xid) VALUES (40, 0), (41, 0)`);
    let throughRunner = 0;
    let ended: Tx | null = null;
    const shapes = await uow.run(async (tx) => {
      ended = tx;
      const runner = unwrapTx(tx).queryRunner!;
      const query = runner.query.bind(runner);
      runner.query = ((...args: Parameters<typeof query>) => {
        throughRunner++;
        return query(...args);
      }) as typeof runner.query;
      return {
        selected: await q(tx, `SELECT n FROM pool_pipe WHERE n >= $1 ORDER BY n`, [40]),
        inserted: await q(tx, `INSERT INTO pool_pipe (n, xid) VALUES ($1, 0) RETURNING n`, [42]),
        updated: await unwrapTx(tx).query(`UPDATE pool_pipe SET xid = 1 WHERE n >= $1 RETURNING n`, [41]),
        deleted: await unwrapTx(tx).query(`DELETE FROM pool_pipe WHERE n = $1`, [42]),
      };
    });
    expect(shapes).toEqual({
      selected: [{ n: 40 }, { n: 41 }],
      inserted: [{ n: 42 }],
      updated: [[{ n: 41 }, { n: 42 }], 2],
      deleted: [[], 1],
    });
    // Only the commit went through the query runner.
    expect(throughRunner).toBe(1);
    expect(await t.dataSource.query(`SELECT n, xid::int AS xid FROM pool_pipe WHERE n >= 40 ORDER BY n`)).toEqual([
      { n: 40, xid: 0 },
      { n: 41, xid: 1 },
    ]);

    // A failure is TypeORM's error around the driver's.
    await expect(uow.run((tx) => q(tx, `SELECT 1 / $1::int AS boom`, [0]))).rejects.toMatchObject({
      name: 'QueryFailedError',
      driverError: { code: '22012' },
    });

    // A statement on the handle of a transaction that ended sends nothing: its connection may serve another one now.
    const late = await countStatements(() => q(ended!, `SELECT $1::int AS late`, [1]).catch((error: unknown) => error));
    expect(late.result).toMatchObject({ name: 'QueryRunnerAlreadyReleasedError' });
    expect(late.count).toBe(0);
  });
});
