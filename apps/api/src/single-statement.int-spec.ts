import { afterCommit, SingleStatement, Tx, UNIT_OF_WORK, UnitOfWork, unwrapTx } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from './testing/test-app';

/** Whether the statement is the first of its transaction (no BEGIN before it): autocommit. */
const ALONE = `SELECT xact_start = query_start AS alone FROM pg_stat_activity WHERE pid = pg_backend_pid()`;

describe("the kernel's SingleStatement: a transaction that is one statement, sent in autocommit", () => {
  let t: TestApp;
  let single: SingleStatement;
  let uow: UnitOfWork;

  beforeAll(async () => {
    t = await startTestApp();
    single = t.app.get(SingleStatement);
    uow = t.app.get(UNIT_OF_WORK);
  });
  afterAll(() => t?.close());

  const alone = async (tx: Tx) => ((await unwrapTx(tx).query(ALONE)) as { alone: boolean }[])[0].alone;

  it('sends the statement without BEGIN or COMMIT, where a unit of work wraps it in a transaction', async () => {
    expect(await single.run(alone)).toBe(true);
    expect(await uow.run(alone)).toBe(false);
  });

  it('refuses a second statement on the handle', async () => {
    await expect(
      single.run(async (tx) => {
        await unwrapTx(tx).query('SELECT 1');
        await unwrapTx(tx).query('SELECT 2');
      }),
    ).rejects.toThrow('a second statement');
  });

  it('runs the after-commit effects once the statement answered, and not when it failed', async () => {
    const seen: string[] = [];
    await single.run(async (tx) => {
      afterCommit(tx, () => seen.push('committed'));
      await unwrapTx(tx).query('SELECT 1');
      seen.push('answered');
    });
    await expect(
      single.run(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        await unwrapTx(tx).query('SELECT 1 / 0');
      }),
    ).rejects.toThrow('division by zero');
    expect(seen).toEqual(['answered', 'committed']);
  });
});
