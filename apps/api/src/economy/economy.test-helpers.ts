import { ROLE } from '@grimhunt/contracts';
import { createHash } from 'node:crypto';
import type { TestApp } from '../testing/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

export interface Player {
  id: string;
  name: string;
  token: string;
}

/** Registers, activates (role user by SQL, as the identity tests do) and logs in a player. */
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

export async function itemIdByName(t: TestApp, name: string): Promise<string> {
  const rows = await t.dataSource.query(`SELECT id FROM item WHERE name = $1`, [name]);
  if (!rows[0]) throw new Error(`no item ${name}`);
  return rows[0].id;
}

/** Admin grants through the user admin (ledger written). */
export async function grantItem(t: TestApp, admin: string, userId: string, itemId: string, amount: number): Promise<void> {
  const res = await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: amount, remove: amount < 0 }, admin);
  if (res.status !== 200) throw new Error(`grant: ${res.status} ${res.text}`);
}

export async function setGold(t: TestApp, admin: string, userId: string, value: number): Promise<void> {
  const res = await t.http.putJson(`/api/user/${userId}`, { currencies: { currencyEntries: [{ name: 'gold', value }] } }, admin);
  if (res.status !== 200) throw new Error(`gold: ${res.status} ${res.text}`);
}

/** Gold, inventory and ledger size of a player: equal before and after a refused action. */
export async function stateOf(t: TestApp, userId: string) {
  const wallet = await t.dataSource.query(`SELECT currency_id, amount::int FROM wallet WHERE user_id = $1 ORDER BY 1`, [userId]);
  const inventory = await t.dataSource.query(`SELECT item_id, amount FROM inventory WHERE user_id = $1 ORDER BY 1`, [userId]);
  const equipment = await t.dataSource.query(`SELECT setup_index, item_id FROM equipment WHERE user_id = $1 ORDER BY 1, 2`, [userId]);
  const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1`, [userId]);
  return { wallet, inventory, equipment, ledger: n };
}

export async function goldOf(t: TestApp, userId: string): Promise<number> {
  const rows = await t.dataSource.query(
    `SELECT w.amount::int AS amount FROM wallet w JOIN currency c ON c.id = w.currency_id WHERE w.user_id = $1 AND c.short_name = 'gold'`,
    [userId],
  );
  return rows[0]?.amount ?? 0;
}

export async function amountOf(t: TestApp, userId: string, itemId: string): Promise<number> {
  const rows = await t.dataSource.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [userId, itemId]);
  return rows[0]?.amount ?? 0;
}
