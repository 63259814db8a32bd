import type { TestApp } from './test-app';

// The shared helpers live in apps/api/src/testing/players.ts; economy's tests import them from here too.

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
