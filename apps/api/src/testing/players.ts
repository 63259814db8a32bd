import { createHash } from 'node:crypto';
import { ROLE } from '@grimhunt/contracts';
import { startTestApp, TestApp, TestAppOptions } from './test-app';

/**
 * The helpers every context's HTTP tests share: a signed-in player, the ledger audit, and a second API process on the
 * same database for races across processes. A context's own helpers (its routes, its rows) stay beside its tests.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Player {
  id: string;
  name: string;
  token: string;
}

/** Registers, activates (role user by SQL, as the identity tests do) and logs in a player. Password `secret12`. */
export async function newPlayer(t: TestApp, name: string, options: { xp?: number; role?: number } = {}): Promise<Player> {
  const res = await t.http.postForm('/api/user/register', {
    username: name,
    password: sha256('secret12'),
    email: `${name.toLowerCase()}@example.com`,
  });
  if (res.status !== 200) throw new Error(`register ${name}: ${res.status} ${res.text}`);
  await t.dataSource.query(`UPDATE user_account SET role = $2, xp = $3 WHERE name = $1`, [name, ROLE.user, options.xp ?? 0]);
  const token = await t.http.login(name, 'secret12');
  if (options.role !== undefined) await t.dataSource.query(`UPDATE user_account SET role = $2 WHERE name = $1`, [name, options.role]);
  const id = (await t.dataSource.query(`SELECT id FROM user_account WHERE name = $1`, [name]))[0].id;
  return { id, name, token };
}

/** Balances must equal the sum of their ledger movements, for every user and thing. */
export async function auditLedger(t: TestApp): Promise<void> {
  const drift = await t.dataSource.query(`
    WITH balances AS (
      SELECT user_id, 'item' AS kind, item_id AS ref_id, amount::bigint AS amount FROM inventory
      UNION ALL SELECT user_id, 'currency', currency_id, amount FROM wallet
    ), sums AS (SELECT user_id, kind, ref_id, sum(delta)::bigint AS total FROM ledger GROUP BY 1, 2, 3)
    SELECT b.user_id, b.kind, b.ref_id, b.amount, coalesce(s.total, 0) AS total
      FROM balances b FULL JOIN sums s USING (user_id, kind, ref_id)
     WHERE coalesce(b.amount, 0) <> coalesce(s.total, 0)`);
  expect(drift).toEqual([]);
}

/**
 * A second API server on the first one's database: what two processes behind a proxy are to each other (their own
 * pools, caches and timers; only PostgreSQL in common). Close it in the test's afterAll.
 */
export function secondServer(t: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(options, t.databaseUrl);
}
