import { PreparingClient } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from './testing/test-app';
import { newPlayer } from '@grimhunt/api-testing';

/** Repeated parameterized statements run as prepared statements (docs/performance.md, "Prepared statements"). */
describe('prepared statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
  });
  afterAll(() => t?.close());

  it('the pool makes its connections with the preparing client', () => {
    const driver = t.dataSource.driver as unknown as { master: { options: { Client: { prototype: object } } } };
    expect(driver.master.options.Client.prototype).toBeInstanceOf(PreparingClient);
  });

  it('prepares a statement on its second use, answers the same rows and leaves one-off texts and BEGIN unnamed', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const text = `SELECT $1::int + 1 AS n, 'prepared-statements spec' AS tag`;
      const answers = [];
      for (const n of [1, 2, 3]) answers.push(await runner.query(text, [n]));
      expect(answers).toEqual([
        [{ n: 2, tag: 'prepared-statements spec' }],
        [{ n: 3, tag: 'prepared-statements spec' }],
        [{ n: 4, tag: 'prepared-statements spec' }],
      ]);
      await runner.query(`SELECT $1::text AS once`, ['only once']);
      await runner.startTransaction();
      await runner.commitTransaction();
      const prepared: { name: string; statement: string }[] = await runner.query(`SELECT name, statement FROM pg_prepared_statements`);
      expect(prepared.filter((p) => p.statement === text)).toEqual([{ name: expect.stringMatching(/^gh_[0-9a-f]{24}$/), statement: text }]);
      expect(prepared.some((p) => p.statement.includes('only once'))).toBe(false);
      expect(prepared.some((p) => /^(BEGIN|START|COMMIT)/i.test(p.statement))).toBe(false);
    } finally {
      await runner.release();
    }
  });

  it('the hot routes answer the same when their statements are prepared (many calls on a few connections)', async () => {
    const { token } = await newPlayer(t, 'Preparer');
    const first = await t.http.get('/api/clientUser/getinventory', token);
    expect(first.status).toBe(200);
    for (let i = 0; i < 30; i++) {
      const again = await t.http.get('/api/clientUser/getinventory', token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
  });
});
