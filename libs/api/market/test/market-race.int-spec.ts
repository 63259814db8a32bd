import { MyMarketOrdersDto } from '@grimhunt/contracts';
import {
  amountOf,
  auditLedger,
  goldOf,
  grantItem,
  itemIdByName,
  newPlayer,
  Player,
  setGold,
  startTestApp,
  TestApp,
} from '@grimhunt/api-testing';
import { auditMarket, placeOrder } from './market.test-helpers';

/** Two API processes on one database, as behind a proxy: every match and cancel happens exactly once. */
describe('market across two API processes', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let dust: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    second = await startTestApp({ demoContent: true }, t.databaseUrl);
    admin = await t.http.login('admin', 'admin');
    dust = await itemIdByName(t, 'Bone Dust');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const mine = async (who: Player): Promise<MyMarketOrdersDto> => (await t.http.get('/api/market/orders/mine', who.token)).body;

  it('40 buyers against one sell order of 10 fill exactly 10', async () => {
    const seller = await newPlayer(t, 'bigseller');
    await grantItem(t, admin, seller.id, dust, 10);
    const buyers: Player[] = [];
    for (let i = 0; i < 40; i++) {
      const b = await newPlayer(t, `racer${i}`);
      await setGold(t, admin, b.id, 100);
      buyers.push(b);
    }
    const sell = await placeOrder(t, seller, { itemId: dust, side: 'sell', price: 50, amount: 10 });
    expect(sell.status).toBe(201);

    const results = await Promise.all(
      buyers.map((b, i) => placeOrder(t, b, { itemId: dust, side: 'buy', price: 60, amount: 1 }, i % 2 ? second.http : t.http)),
    );
    expect(results.map((r) => r.status)).toEqual(buyers.map(() => 201));
    const filled = results.filter((r) => r.body.order.status === 'filled');
    expect(filled).toHaveLength(10);
    expect(results.filter((r) => r.body.order.status === 'open')).toHaveLength(30);
    // Price-time priority held: every buyer that rested came after the last one that filled (the order's sequence
    // number is taken under the item's lock); a buyer resting while the sell order still had units would come before.
    const seqOf = async (id: string) => Number((await t.dataSource.query(`SELECT seq FROM market_order WHERE id = $1`, [id]))[0].seq);
    const lastFilled = Math.max(...(await Promise.all(filled.map((r) => seqOf(r.body.order.id)))));
    const rested = await Promise.all(results.filter((r) => r.body.order.status === 'open').map((r) => seqOf(r.body.order.id)));
    expect(rested.filter((seq) => seq < lastFilled)).toEqual([]);

    let bought = 0;
    for (const b of buyers) bought += await amountOf(t, b.id, dust);
    expect(bought).toBe(10);
    expect(await goldOf(t, seller.id)).toBe(500 - 50);
    expect((await mine(seller)).closed[0]).toMatchObject({ status: 'filled', filled: 10, gold: 450, tariff: 50 });
    // Winners paid 50 (10 of their 60 came back); the others still hold 60 in escrow.
    for (const [i, b] of buyers.entries()) expect(await goldOf(t, b.id)).toBe(results[i].body.order.status === 'filled' ? 50 : 40);
    await auditLedger(t);
    await auditMarket(t);
    for (const [i, b] of buyers.entries()) {
      if (results[i].body.order.status === 'open')
        expect((await t.http.delete(`/api/market/orders/${results[i].body.order.id}`, b.token)).status).toBe(200);
    }
  });

  it('a cancel racing a fill never returns escrow that was spent', async () => {
    for (let round = 0; round < 8; round++) {
      const seller = await newPlayer(t, `canceller${round}`);
      const buyer = await newPlayer(t, `taker${round}`);
      await grantItem(t, admin, seller.id, dust, 10);
      await setGold(t, admin, buyer.id, 1000);
      const sell = await placeOrder(t, seller, { itemId: dust, side: 'sell', price: 50, amount: 10 });
      expect(sell.status).toBe(201);
      const [cancel, buy] = await Promise.all([
        (round % 2 ? second.http : t.http).delete(`/api/market/orders/${sell.body.order.id}`, seller.token),
        placeOrder(t, buyer, { itemId: dust, side: 'buy', price: 50, amount: 6 }, round % 2 ? t.http : second.http),
      ]);
      expect(buy.status).toBe(201);
      const sold = buy.body.order.filled as number;
      expect([0, 6]).toContain(sold);
      if (cancel.status === 200) expect(cancel.body.filled).toBe(sold);
      else expect(cancel.status).toBe(409);
      // Every unit is with the seller, the buyer, or in an open order: none twice, none lost.
      expect((await amountOf(t, seller.id, dust)) + (await amountOf(t, buyer.id, dust))).toBe(10);
      expect(await amountOf(t, buyer.id, dust)).toBe(sold);
      expect(await goldOf(t, seller.id)).toBe(sold * 45);
      if (buy.body.order.status === 'open') await t.http.delete(`/api/market/orders/${buy.body.order.id}`, buyer.token);
    }
    await auditLedger(t);
    await auditMarket(t);
  });
});
