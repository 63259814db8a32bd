import { MarketBookDto } from '@grimhunt/contracts';
import { amountOf, auditLedger, goldOf, grantItem, itemIdByName, newPlayer, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';
import { auditMarket, placeOrder } from './market.test-helpers';

/**
 * A match reads the book after it took the item's matching lock. A read older than the lock would miss an order the
 * item's previous match left resting, and the new order would rest across it (a bid at an ask of another player,
 * both open). The test holds the item's lock (the key the market's function takes) while a sell and a buy, one
 * through each API process, both wait for it; once it is released one of them rests and the other must fill it.
 */
describe('market: crossing orders waiting for the same match across two API processes', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let cheese: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    second = await startTestApp({ demoContent: true }, t.databaseUrl);
    admin = await t.http.login('admin', 'admin');
    cheese = await itemIdByName(t, 'Grave Moss Cheese');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('the order that gets the lock second fills the one that rested first', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await newPlayer(t, `crossseller${round}`);
      await grantItem(t, admin, seller.id, cheese, 1);
      const buyer = await newPlayer(t, `crossbuyer${round}`);
      await setGold(t, admin, buyer.id, 20);
      const holder = t.dataSource.createQueryRunner();
      await holder.startTransaction();
      await holder.query(`SELECT pg_advisory_xact_lock(hashtext('grimhunt.market'), hashtext($1::uuid::text))`, [cheese]);
      const [sellHttp, buyHttp] = round % 2 ? [second.http, t.http] : [t.http, second.http];
      const placed = Promise.all([
        placeOrder(t, seller, { itemId: cheese, side: 'sell', price: 20, amount: 1 }, sellHttp),
        placeOrder(t, buyer, { itemId: cheese, side: 'buy', price: 20, amount: 1 }, buyHttp),
      ]);
      await waitForLockWaiters(t, 2);
      await holder.commitTransaction();
      await holder.release();
      const results = await placed;
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(results.map((r) => r.body.order.status).sort()).toEqual(['filled', 'open']);
      const book: MarketBookDto = (await t.http.get(`/api/market/items/${cheese}`, buyer.token)).body;
      expect({ bids: book.bids, asks: book.asks }).toEqual({ bids: [], asks: [] });
      expect(await amountOf(t, buyer.id, cheese)).toBe(1);
      expect(await goldOf(t, seller.id)).toBe(18);
    }
    await auditLedger(t);
    await auditMarket(t);
  });

  it("counts a player's open orders under the player's placement lock: two orders on two items at once make the 10th, not an 11th", async () => {
    const dust = await itemIdByName(t, 'Bone Dust');
    const p = await newPlayer(t, 'limited');
    await grantItem(t, admin, p.id, dust, 10);
    await grantItem(t, admin, p.id, cheese, 1);
    for (let i = 0; i < 9; i++) expect((await placeOrder(t, p, { itemId: dust, side: 'sell', price: 20, amount: 1 })).status).toBe(201);
    const holder = t.dataSource.createQueryRunner();
    await holder.startTransaction();
    await holder.query(`SELECT pg_advisory_xact_lock(hashtext('grimhunt.market.player'), hashtext($1::uuid::text))`, [p.id]);
    const placed = Promise.all([
      placeOrder(t, p, { itemId: dust, side: 'sell', price: 20, amount: 1 }, t.http),
      placeOrder(t, p, { itemId: cheese, side: 'sell', price: 20, amount: 1 }, second.http),
    ]);
    await waitForLockWaiters(t, 2);
    await holder.commitTransaction();
    await holder.release();
    const results = await placed;
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await t.http.get('/api/market/orders/mine', p.token)).body.open).toHaveLength(10);
    expect((await amountOf(t, p.id, dust)) + (await amountOf(t, p.id, cheese))).toBe(1);
    await auditLedger(t);
    await auditMarket(t);
  });
});

/** Waits until `count` sessions wait for an advisory lock (the two orders, queued behind the test's hold). */
async function waitForLockWaiters(t: TestApp, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [{ waiting }] = await t.dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions came to wait for the item's lock`);
}
