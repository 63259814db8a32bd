import { PreparingClient, ReadPipelines, StatementPipelines } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from './testing/test-app';

const PID = `SELECT pg_backend_pid() AS pid`;

describe("the kernel's StatementPipelines: statements sent back to back on one connection, each its own transaction", () => {
  let t: TestApp;
  let pipes: StatementPipelines;

  beforeAll(async () => {
    t = await startTestApp();
    pipes = t.app.get(StatementPipelines);
    await t.dataSource.query(
      `CREATE TABLE pipe_log (n int PRIMARY KEY, pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
  });
  afterAll(() => t?.close());

  it('is on by default, with two connections', () => {
    expect(pipes.enabled).toBe(true);
  });

  it('parses a repeated statement once per connection, under a name, and keeps it after the statement fails', async () => {
    const sql = `SELECT 10 / $1::int AS q`;
    for (const d of [1, 2, 5]) expect(await pipes.run('named', sql, [d])).toEqual([{ q: 10 / d }]);
    // An execution error does not undo the Parse: the name stays, and the next use binds it.
    await expect(pipes.run('named', sql, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await pipes.run('named', sql, [10])).toEqual([{ q: 1 }]);
    const prepared = await pipes.run<{ n: number }>('named', `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1`, [
      sql,
    ]);
    expect(prepared).toEqual([{ n: 1 }]);
  });

  it('answers rows as the pool does: the same types and values for the same statement and parameters', async () => {
    const sql = `SELECT $1::int AS i, $2::bigint AS b, $3::text AS s, $4::uuid AS u, $5::timestamptz AS at, $6::jsonb AS j,
                        $7::boolean AS t, $8::text AS nothing, now() > $5::timestamptz AS later, 'a''b' AS quoted`;
    const params = [
      42,
      9_007_199_254_740_991,
      'héllo, "world"',
      '6f1c2b1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
      new Date('2026-01-02T03:04:05.678Z'),
      { a: [1, 'x'] },
      true,
      null,
    ];
    const piped = await pipes.run('types', sql, params);
    const pooled = await t.dataSource.query(sql, params);
    expect(piped).toEqual(pooled);
    expect((piped[0] as { at: Date }).at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(await pipes.run('types', `SELECT g AS n FROM generate_series(1, 3) g WHERE g > $1`, [5])).toEqual([]);
  });

  it("runs one key's statements in the order sent, on one backend, without waiting for each answer", async () => {
    const sent = Array.from({ length: 40 }, (_, n) =>
      pipes.run<{ n: number }>('item-a', `INSERT INTO pipe_log (n, pid) VALUES ($1, pg_backend_pid()) RETURNING n`, [n]),
    );
    const answered = await Promise.all(sent);
    expect(answered.map((rows) => rows[0].n)).toEqual([...Array(40).keys()]);
    const logged: { n: number; pid: number }[] = await t.dataSource.query(`SELECT n, pid FROM pipe_log ORDER BY at, n`);
    expect(logged.map((r) => r.n)).toEqual([...Array(40).keys()]);
    expect(new Set(logged.map((r) => r.pid)).size).toBe(1);
  });

  it('has PostgreSQL run the statements sent while this process is busy: no answer is waited for between them', async () => {
    await pipes.run('busy', PID, []); // both connections open
    await pipes.run('busy-2', PID, []);
    const sent = [100, 101, 102, 103, 104].map((n) =>
      pipes.run<{ at: Date }>('busy', `INSERT INTO pipe_log (n, pid) VALUES ($1, pg_backend_pid()) RETURNING clock_timestamp() AS at`, [n]),
    );
    // Statements issued in one tick leave together at its end.
    await new Promise((r) => setImmediate(r));
    // Hold this process's event loop: it reads no answer and sends nothing until the loop is free again.
    const until = Date.now() + 400;
    while (Date.now() < until);
    const freed = Date.now();
    const answered = await Promise.all(sent);
    for (const [row] of answered) expect(row.at.getTime()).toBeLessThan(freed);
  });

  it('commits each statement at its own end: a failing one rolls back alone and the next ones run', async () => {
    await t.dataSource.query(`DELETE FROM pipe_log`);
    const insert = (n: number, extra = '') =>
      pipes.run('item-b', `INSERT INTO pipe_log (n, pid) VALUES ($1, pg_backend_pid())${extra}`, [n]);
    const results = await Promise.allSettled([
      insert(1),
      // The row is written, then the statement fails: its transaction rolls the row back.
      pipes.run('item-b', `WITH w AS (INSERT INTO pipe_log (n, pid) VALUES (2, 0) RETURNING n) SELECT n / 0 FROM w`, []),
      insert(3),
      insert(1), // a duplicate key: refused alone
      insert(4),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    const rows: { n: number }[] = await t.dataSource.query(`SELECT n FROM pipe_log ORDER BY n`);
    expect(rows.map((r) => r.n)).toEqual([1, 3, 4]);
  });

  it('gives two keys in flight at once two connections, and a key with nothing in flight may take either', async () => {
    const [a, b] = await Promise.all([
      pipes.run<{ pid: number }>('slow-a', `SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`, []),
      pipes.run<{ pid: number }>('slow-b', `SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`, []),
    ]);
    expect(a[0].pid).not.toBe(b[0].pid);
    const backends: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'grimhunt-pipeline-%' AND datname = current_database()`,
    );
    expect(backends[0].n).toBe(2);
  });

  it('fails what was in flight when its connection is lost, and opens a new connection for the next statement', async () => {
    const [{ pid }] = await pipes.run<{ pid: number }>('lost', PID, []);
    const inFlight = pipes.run('lost', `SELECT pg_sleep(5)`, []);
    const queued = pipes.run('lost', `SELECT 1 AS one`, []);
    await new Promise((r) => setTimeout(r, 100));
    await t.dataSource.query(`SELECT pg_terminate_backend($1)`, [pid]);
    // The statement running when its backend was terminated fails with PostgreSQL's own error; the one behind it too.
    await expect(inFlight).rejects.toMatchObject({ code: '57P01' });
    await expect(queued).rejects.toThrow();
    const [again] = await pipes.run<{ pid: number }>('lost', PID, []);
    expect(again.pid).not.toBe(pid);
    expect(await pipes.run('lost', `SELECT 2 AS two`, [])).toEqual([{ two: 2 }]);
  });
});

describe('StatementPipelines with DB_PIPELINES=0', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ dbPipelines: 0 });
  });
  afterAll(() => t?.close());

  it('opens no pipelined connection, and sends the statements through the pool', async () => {
    expect(t.app.get(StatementPipelines).enabled).toBe(false);
    expect(t.app.get(ReadPipelines).enabled).toBe(false);
    expect(await t.app.get(ReadPipelines).run('any', `SELECT $1::int + 1 AS n`, [41])).toEqual([{ n: 42 }]);
    const backends: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name ~ '^grimhunt-(pipeline|reads)-' AND datname = current_database()`,
    );
    expect(backends[0].n).toBe(0);
  });

  it('sends each statement alone in autocommit (no BEGIN before it), and the pool does not pipeline', async () => {
    const alone = `SELECT xact_start = query_start AS alone FROM pg_stat_activity WHERE pid = pg_backend_pid()`;
    expect(await t.app.get(StatementPipelines).run('any', alone, [])).toEqual([{ alone: true }]);
    const driver = t.dataSource.driver as unknown as { master: { options: { Client: unknown } } };
    expect(driver.master.options.Client).toBe(PreparingClient);
  });
});
