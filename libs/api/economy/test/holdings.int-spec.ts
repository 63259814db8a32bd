import { ROLE } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/** Balances must equal the sum of their ledger movements, for every user and thing. */
async function auditLedger(t: TestApp): Promise<void> {
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

describe('holdings: admin inventory deltas and currencies with the ledger', () => {
  let t: TestApp;
  let admin: string;
  let userId: string;
  let itemId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.http.login('admin', 'admin');
    await t.http.postForm('/api/user/register', { username: 'holder', password: sha256('secret12'), email: 'holder@example.com' });
    await t.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'holder'`);
    userId = (await t.http.get('/api/user/getByName/holder', admin)).body.id;
    const type = await t.http.postJson('/api/itemtype', { name: 'Bait', shortName: 'bait', itemTypeSlots: 1, isEquipment: true }, admin);
    expect(type.status).toBe(201);
    const item = await t.http.postJson('/api/item', { name: 'Garlic Bait', type: type.body.id, transferable: true }, admin);
    expect(item.status).toBe(201);
    itemId = item.body.id;
    expect((await t.http.postJson('/api/currency', { name: 'Gold Coins', shortName: 'gold' }, admin)).status).toBe(201);
  });
  afterAll(() => t?.close());

  it('adds and removes items by delta, never below zero, and shows them on the user', async () => {
    const add = await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: 5, remove: false }, admin);
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ success: true, amount: 5 });
    const remove = await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: -3, remove: true }, admin);
    expect(remove.body.amount).toBe(2);
    const tooMany = await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: -3, remove: true }, admin);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Cannot remove 3: only 2 owned');
    expect(
      (
        await t.http.postForm(
          '/api/user/AddInventoryItem',
          { userId, itemId: '00000000-0000-0000-0000-000000000000', deltaAmount: 1, remove: false },
          admin,
        )
      ).status,
    ).toBe(400);
    expect((await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: 1.5, remove: false }, admin)).status).toBe(
      400,
    );
    const user = (await t.http.get(`/api/user/${userId}`, admin)).body;
    expect(user.inventory).toEqual([{ itemId, amount: 2 }]);
    await auditLedger(t);
  });

  it('lets exactly the owned amount go when 20 removals race', async () => {
    await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: 3, remove: false }, admin);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: -1, remove: true }, admin),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const rows = await t.dataSource.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [userId, itemId]);
    expect(rows[0].amount).toBe(0);
    await auditLedger(t);
  });

  it('stays exact when two API servers on one database race for the same items', async () => {
    const second = await startTestApp({}, t.databaseUrl);
    try {
      const admin2 = await second.http.login('admin', 'admin');
      await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: 4, remove: false }, admin);
      const calls = Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? second.http : t.http).postForm(
          '/api/user/AddInventoryItem',
          { userId, itemId, deltaAmount: -1, remove: true },
          i % 2 ? admin2 : admin,
        ),
      );
      const results = await Promise.all(calls);
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      const rows = await t.dataSource.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [userId, itemId]);
      expect(rows[0].amount).toBe(0);
      await auditLedger(t);
    } finally {
      await second.close();
    }
  });

  it('sets currencies from the user form, writing the difference to the ledger', async () => {
    const put = await t.http.putJson(`/api/user/${userId}`, { currencies: { currencyEntries: [{ name: 'gold', value: 1500 }] } }, admin);
    expect(put.status).toBe(200);
    expect(put.body.currencies.currencyEntries).toEqual([{ name: 'gold', value: 1500 }]);
    await t.http.putJson(`/api/user/${userId}`, { currencies: { currencyEntries: [{ name: 'gold', value: 700 }] } }, admin);
    const ledger = await t.dataSource.query(
      `SELECT delta::int, balance_after::int FROM ledger WHERE user_id = $1 AND kind = 'currency' ORDER BY id`,
      [userId],
    );
    expect(ledger).toEqual([
      { delta: 1500, balance_after: 1500 },
      { delta: -800, balance_after: 700 },
    ]);
    expect(
      (await t.http.putJson(`/api/user/${userId}`, { currencies: { currencyEntries: [{ name: 'gold', value: -5 }] } }, admin)).status,
    ).toBe(400);
    expect(
      (await t.http.putJson(`/api/user/${userId}`, { currencies: { currencyEntries: [{ name: 'rubies', value: 5 }] } }, admin)).status,
    ).toBe(400);
    expect((await t.http.get(`/api/user/${userId}`, admin)).body.currencies.currencyEntries).toEqual([{ name: 'gold', value: 700 }]);
    await auditLedger(t);
  });

  it('refuses to delete an item someone still owns', async () => {
    await t.http.postForm('/api/user/AddInventoryItem', { userId, itemId, deltaAmount: 1, remove: false }, admin);
    const res = await t.http.delete(`/api/item/${itemId}`, admin);
    expect(res.status).toBe(409);
  });
});
