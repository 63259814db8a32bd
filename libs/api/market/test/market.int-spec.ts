import { MarketBookDto, MyMarketOrdersDto, PlacedMarketOrderDto } from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
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
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';
import { auditMarket, placeOrder } from './market.test-helpers';

const DAY = 24 * 3600_000;

describe('market (demo content)', () => {
  let t: TestApp;
  let admin: string;
  const clock = fixedClock('2026-03-02T10:00:00.000Z');
  const ids: Record<string, string> = {};
  let n = 0;
  const player = async (gold = 0, dust = 0): Promise<Player> => {
    const p = await newPlayer(t, `trader${++n}`);
    if (gold) await setGold(t, admin, p.id, gold);
    if (dust) await grantItem(t, admin, p.id, ids.dust, dust);
    return p;
  };

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, clock });
    admin = await t.http.login('admin', 'admin');
    for (const [key, name] of Object.entries({
      dust: 'Bone Dust',
      cheese: 'Grave Moss Cheese',
      cage: 'Rusty Iron Cage',
      feather: 'Raven Feather',
    })) {
      ids[key] = await itemIdByName(t, name);
    }
  });
  afterAll(async () => {
    await auditLedger(t);
    await auditMarket(t);
    await t?.close();
  });

  const book = async (itemId: string, who: Player): Promise<MarketBookDto> => {
    const res = await t.http.get(`/api/market/items/${itemId}`, who.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const mine = async (who: Player): Promise<MyMarketOrdersDto> => {
    const res = await t.http.get('/api/market/orders/mine', who.token);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('a sell rests in escrow; a buy fills at the resting price, the seller pays the tariff, the buyer gets the rest of the escrow back', async () => {
    const seller = await player(0, 5);
    const buyer = await player(1000);
    const sold = await placeOrder(t, seller, { itemId: ids.feather, side: 'sell', price: 100, amount: 5 });
    expect(sold.status).toBe(409); // no feathers to sell
    const sell = await placeOrder(t, seller, { itemId: ids.dust, side: 'sell', price: 100, amount: 5 });
    expect(sell.status).toBe(201);
    expect((sell.body as PlacedMarketOrderDto).order).toMatchObject({
      side: 'sell',
      price: 100,
      amount: 5,
      filled: 0,
      remaining: 5,
      status: 'open',
      escrow: 5,
    });
    expect(sell.body.fills).toEqual([]);
    expect(await amountOf(t, seller.id, ids.dust)).toBe(0);

    const buy = await placeOrder(t, buyer, { itemId: ids.dust, side: 'buy', price: 120, amount: 3 });
    expect(buy.status).toBe(201);
    const placed = buy.body as PlacedMarketOrderDto;
    expect(placed.order).toMatchObject({ status: 'filled', filled: 3, remaining: 0, gold: 300, escrow: 0 });
    expect(placed.fills).toEqual([expect.objectContaining({ price: 100, amount: 3, gold: 300, tariff: 0 })]);
    expect(await goldOf(t, buyer.id)).toBe(700);
    expect(await amountOf(t, buyer.id, ids.dust)).toBe(3);
    expect(await goldOf(t, seller.id)).toBe(270);

    const sellerView = await mine(seller);
    expect(sellerView.open).toEqual([
      expect.objectContaining({ id: sell.body.order.id, filled: 3, remaining: 2, gold: 270, tariff: 30, escrow: 2 }),
    ]);
    expect((await mine(buyer)).closed).toEqual([expect.objectContaining({ id: placed.order.id, status: 'filled', gold: 300 })]);

    const seen = await book(ids.dust, buyer);
    expect(seen.asks).toEqual([{ price: 100, amount: 2 }]);
    expect(seen.bids).toEqual([]);
    expect(seen.lastTrades).toEqual([{ price: 100, amount: 3, at: clock.now().toISOString() }]);
    expect(seen.median7d).toBe(100);
    expect(seen.rules).toMatchObject({ tariffPercent: 10, maxOpenOrders: 10, orderDays: 7 });
    expect(JSON.stringify(seen)).not.toContain(seller.id);

    const found = await t.http.get('/api/market/search?q=bone', buyer.token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      expect.objectContaining({ itemId: ids.dust, name: 'Bone Dust', bestAsk: 100, bestBid: null, askAmount: 2, bidAmount: 0 }),
    ]);
    expect((await t.http.get('/api/market/search?q=nothing-like-this', buyer.token)).body).toEqual([]);

    // The rest of the sell order goes back on cancel; a second cancel changes nothing.
    const cancelled = await t.http.delete(`/api/market/orders/${sell.body.order.id}`, seller.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', remaining: 0, filled: 3 });
    expect(await amountOf(t, seller.id, ids.dust)).toBe(2);
    const before = await stateOf(t, seller.id);
    expect((await t.http.delete(`/api/market/orders/${sell.body.order.id}`, seller.token)).status).toBe(409);
    expect(await stateOf(t, seller.id)).toEqual(before);
    await auditLedger(t);
    await auditMarket(t);
  });

  it('matches the best price first, then the earliest, and walks the book one order at a time', async () => {
    const a = await player(0, 10);
    const b = await player(0, 10);
    const c = await player(0, 10);
    const buyer = await player(10_000);
    expect((await placeOrder(t, a, { itemId: ids.dust, side: 'sell', price: 105, amount: 2 })).status).toBe(201);
    expect((await placeOrder(t, b, { itemId: ids.dust, side: 'sell', price: 101, amount: 2 })).status).toBe(201);
    expect((await placeOrder(t, c, { itemId: ids.dust, side: 'sell', price: 101, amount: 2 })).status).toBe(201);
    const buy = await placeOrder(t, buyer, { itemId: ids.dust, side: 'buy', price: 110, amount: 5 });
    expect(buy.status).toBe(201);
    expect(buy.body.fills.map((f: { price: number; amount: number }) => [f.price, f.amount])).toEqual([
      [101, 2],
      [101, 2],
      [105, 1],
    ]);
    expect(await goldOf(t, b.id)).toBe(202 - 20);
    expect(await goldOf(t, c.id)).toBe(202 - 20);
    expect(await goldOf(t, a.id)).toBe(105 - 10);
    expect(await goldOf(t, buyer.id)).toBe(10_000 - 202 - 202 - 105);
    expect((await book(ids.dust, buyer)).asks).toEqual([{ price: 105, amount: 1 }]);
    await t.http.delete(`/api/market/orders/${(await mine(a)).open[0].id}`, a.token);
    await auditMarket(t);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const p = await player(1000, 5);
    const other = await player(0, 5);
    const theirs = await placeOrder(t, other, { itemId: ids.dust, side: 'sell', price: 150, amount: 1 });
    expect(theirs.status).toBe(201);
    const before = await stateOf(t, p.id);
    const otherBefore = await stateOf(t, other.id);
    const good = { itemId: ids.dust, side: 'buy', price: 100, amount: 1 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price: -5 }, 400, 'Price must be a whole number from 1 to 1000000'],
      [{ price: 0 }, 400, 'Price must be a whole number'],
      [{ price: 1.5 }, 400, 'Price must be a whole number'],
      [{ price: 1e300 }, 400, 'Price must be a whole number'],
      [{ price: '100' }, 400, 'Price must be a whole number'],
      [{ price: 'abc' }, 400, 'Price must be a whole number'],
      [{ price: null }, 400, 'Price must be a whole number'],
      [{ amount: -1 }, 400, 'Amount must be a whole number from 1 to 10000'],
      [{ amount: 0 }, 400, 'Amount must be a whole number'],
      [{ amount: 0.25 }, 400, 'Amount must be a whole number'],
      [{ amount: 99_999_999 }, 400, 'Amount must be a whole number'],
      [{ amount: 'many' }, 400, 'Amount must be a whole number'],
      [{ side: 'lend' }, 400, 'Side must be buy or sell'],
      [{ itemId: ids.cage }, 400, 'Rusty Iron Cage cannot be traded on the market'],
      [{ itemId: '00000000-0000-4000-8000-000000000000' }, 400, 'There is no such item'],
      [{ itemId: 'not-an-id' }, 400, 'itemId is not a valid id'],
      [{ side: 'sell', amount: 6 }, 409, 'Not enough'],
      [{ price: 140, amount: 8 }, 409, 'Not enough'],
    ];
    for (const [over, status, message] of cases) {
      const res = await placeOrder(t, p, { ...good, ...over });
      expect([JSON.stringify(over), res.status]).toEqual([JSON.stringify(over), status]);
      expect(res.body.message).toContain(message);
    }
    // The route reads the JSON body as sent: one that is not an object is refused like an empty form.
    for (const body of [[ids.dust, 'buy', 100, 1], 'buy 1 at 100', 100]) {
      const res = await t.http.postJson('/api/market/orders', body, p.token);
      expect([JSON.stringify(body), res.status, res.body.message]).toEqual([JSON.stringify(body), 400, 'Choose an item']);
    }
    expect((await t.http.postJson('/api/market/orders', good)).status).toBe(401);
    expect((await t.http.delete(`/api/market/orders/${theirs.body.order.id}`, p.token)).status).toBe(403);
    expect((await t.http.delete('/api/market/orders/00000000-0000-4000-8000-000000000000', p.token)).status).toBe(404);
    expect((await t.http.delete('/api/market/orders/nope', p.token)).status).toBe(400);
    expect((await t.http.get('/api/market/items/nope', p.token)).status).toBe(400);
    expect((await t.http.get('/api/market/search?type=nosuchtype', p.token)).status).toBe(400);
    expect(await stateOf(t, p.id)).toEqual(before);
    expect(await stateOf(t, other.id)).toEqual(otherBefore);
    expect((await mine(p)).open).toEqual([]);
    expect((await mine(other)).open).toEqual([expect.objectContaining({ id: theirs.body.order.id, status: 'open', remaining: 1 })]);
    await t.http.delete(`/api/market/orders/${theirs.body.order.id}`, other.token);
  });

  it('refuses prices outside 50% to 300% of the week median, a player crossing their own order, and an 11th open order', async () => {
    const p = await player(100_000, 20);
    const median = (await book(ids.dust, p)).median7d!;
    expect(median).toBeGreaterThan(0);
    const low = await placeOrder(t, p, { itemId: ids.dust, side: 'buy', price: Math.ceil(median / 2) - 1, amount: 1 });
    expect(low.status).toBe(409);
    expect(low.body.message).toBe(
      `Price too low: the median of the last 7 days is ${median} gold; the lowest allowed is ${Math.ceil(median / 2)}.`,
    );
    const high = await placeOrder(t, p, { itemId: ids.dust, side: 'sell', price: median * 3 + 1, amount: 1 });
    expect(high.status).toBe(409);
    expect(high.body.message).toContain(`the median of the last 7 days is ${median} gold`);
    // An item without trades has no median and no band.
    expect((await placeOrder(t, p, { itemId: ids.cheese, side: 'buy', price: 1, amount: 1 })).status).toBe(201);

    expect((await placeOrder(t, p, { itemId: ids.dust, side: 'sell', price: median * 2, amount: 1 })).status).toBe(201);
    const self = await placeOrder(t, p, { itemId: ids.dust, side: 'buy', price: median * 2, amount: 1 });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('This order would trade with one of your own orders. Cancel that one first.');

    for (let i = 0; i < 8; i++) expect((await placeOrder(t, p, { itemId: ids.cheese, side: 'buy', price: 1, amount: 1 })).status).toBe(201);
    const before = await stateOf(t, p.id);
    const eleventh = await placeOrder(t, p, { itemId: ids.cheese, side: 'buy', price: 1, amount: 1 });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('You already have 10 open orders. Cancel one first.');
    expect(await stateOf(t, p.id)).toEqual(before);
    for (const o of (await mine(p)).open) expect((await t.http.delete(`/api/market/orders/${o.id}`, p.token)).status).toBe(200);
  });

  it('expires orders after 7 days and gives the escrow back exactly once', async () => {
    const p = await player(1000, 4);
    const other = await player(1000);
    const sell = await placeOrder(t, p, { itemId: ids.dust, side: 'sell', price: 150, amount: 4 });
    const buy = await placeOrder(t, p, { itemId: ids.cheese, side: 'buy', price: 10, amount: 10 });
    expect([sell.status, buy.status]).toEqual([201, 201]);
    expect(await goldOf(t, p.id)).toBe(900);
    clock.advance(7 * DAY - 1000);
    expect((await mine(p)).open).toHaveLength(2);
    clock.advance(1000);
    // Past its expiry an order no longer matches, though its owner has not looked yet.
    const late = await placeOrder(t, other, { itemId: ids.dust, side: 'buy', price: 150, amount: 1 });
    expect(late.body.fills).toEqual([]);
    const [first, second] = await Promise.all([mine(p), mine(p)]);
    for (const view of [first, second]) expect(view.open).toEqual([]);
    expect((await mine(p)).closed.slice(0, 2).map((o) => o.status)).toEqual(['expired', 'expired']);
    expect(await goldOf(t, p.id)).toBe(1000);
    expect(await amountOf(t, p.id, ids.dust)).toBe(4);
    expect((await t.http.delete(`/api/market/orders/${sell.body.order.id}`, p.token)).status).toBe(409);
    await t.http.delete(`/api/market/orders/${late.body.order.id}`, other.token);
    await auditLedger(t);
    await auditMarket(t);
  });

  it('gives the back office the trades with filters and an item volume per day, and only admins', async () => {
    const seller = await player(0, 3);
    const buyer = await player(1000);
    const price = (await book(ids.dust, buyer)).median7d ?? 100;
    await placeOrder(t, seller, { itemId: ids.dust, side: 'sell', price, amount: 3 });
    const buy = await placeOrder(t, buyer, { itemId: ids.dust, side: 'buy', price, amount: 3 });
    expect(buy.body.order.status).toBe('filled');

    const list = await t.http.get(`/api/markettrade?filter=${encodeURIComponent(JSON.stringify({ userId: seller.id }))}`, admin);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        itemId: ids.dust,
        itemName: 'Bone Dust',
        sellerId: seller.id,
        sellerName: seller.name,
        buyerName: buyer.name,
        price,
        amount: 3,
      }),
    ]);
    expect(list.headers.get('content-range')).toBe('markettrade 0-0/1');
    const today = clock.now().toISOString().slice(0, 10);
    const filtered = await t.http.get(
      `/api/markettrade?filter=${encodeURIComponent(JSON.stringify({ itemId: ids.dust, from: today }))}&sort=${encodeURIComponent('["price","ASC"]')}`,
      admin,
    );
    expect(filtered.body.map((r: { id: string }) => r.id)).toContain(list.body[0].id);
    expect((await t.http.get(`/api/markettrade?filter=${encodeURIComponent(JSON.stringify({ to: '2026-01-01' }))}`, admin)).body).toEqual(
      [],
    );
    expect((await t.http.get(`/api/markettrade?filter=${encodeURIComponent(JSON.stringify({ userId: 'x' }))}`, admin)).status).toBe(400);

    const volume = await t.http.get(`/api/market/volume?itemId=${ids.dust}&days=10`, admin);
    expect(volume.status).toBe(200);
    expect(volume.body.points).toHaveLength(10);
    expect(volume.body.points[9]).toMatchObject({ day: today, amount: 3, trades: 1 });
    expect((await t.http.get(`/api/market/volume?itemId=${ids.dust}&days=0`, admin)).status).toBe(400);

    expect((await t.http.get('/api/markettrade', buyer.token)).status).toBe(403);
    expect((await t.http.get(`/api/market/volume?itemId=${ids.dust}`, buyer.token)).status).toBe(403);
  });

  it("closes a deleted account's open orders: they leave the book and never fill", async () => {
    const leaving = await player(1000, 3);
    const buyer = await player(1000);
    const cheeseBook = await book(ids.cheese, buyer);
    const price = cheeseBook.median7d ?? 5;
    expect((await placeOrder(t, leaving, { itemId: ids.cheese, side: 'buy', price, amount: 2 })).status).toBe(201);
    expect((await book(ids.cheese, buyer)).bids).toEqual(expect.arrayContaining([{ price, amount: 2 }]));
    expect((await t.http.delete(`/api/user/${leaving.id}`, admin)).status).toBe(200);
    expect((await book(ids.cheese, buyer)).bids).toEqual(cheeseBook.bids);
    await auditMarket(t);
  });

  it('closes a resting order met whose account is gone instead of filling it, and places the new order', async () => {
    const leaving = await player(100_000);
    const seller = await player();
    await grantItem(t, admin, seller.id, ids.cheese, 1);
    const cheeseBook = await book(ids.cheese, seller);
    // The highest price the median guard allows, above every other bid, so the gone bid is the only one it crosses.
    const price = cheeseBook.median7d ? cheeseBook.median7d * 3 : 50;
    const bid = await placeOrder(t, leaving, { itemId: ids.cheese, side: 'buy', price, amount: 1 });
    expect(bid.status).toBe(201);
    expect((await t.http.delete(`/api/user/${leaving.id}`, admin)).status).toBe(200);
    // The deletion closed the bid; an order left open by some other path is the state a match must heal.
    await t.dataSource.query(`UPDATE market_order SET status = 'open', closed_at = NULL WHERE id = $1`, [bid.body.order.id]);
    const ask = await placeOrder(t, seller, { itemId: ids.cheese, side: 'sell', price, amount: 1 });
    expect(ask.status).toBe(201);
    expect(ask.body).toMatchObject({ order: { status: 'open', filled: 0 }, fills: [] });
    const after = await book(ids.cheese, seller);
    expect(after.bids).toEqual(cheeseBook.bids);
    expect(after.asks).toEqual(expect.arrayContaining([{ price, amount: 1 }]));
    expect((await t.dataSource.query(`SELECT status FROM market_order WHERE id = $1`, [bid.body.order.id]))[0].status).toBe('cancelled');
    expect((await t.http.delete(`/api/market/orders/${ask.body.order.id}`, seller.token)).status).toBe(200);
    expect(await amountOf(t, seller.id, ids.cheese)).toBe(1);
    await auditMarket(t);
  });

  it('carries the tradable flag on items, editable in the back office', async () => {
    const item = await t.http.get(`/api/item/${ids.cage}`, admin);
    expect(item.body.tradable).toBe(false);
    expect((await t.http.get(`/api/item/${ids.dust}`, admin)).body.tradable).toBe(true);
    expect((await t.http.get(`/api/item/${ids.cheese}`, admin)).body.tradable).toBe(true);
    const filtered = await t.http.get(`/api/item?filter=${encodeURIComponent(JSON.stringify({ tradable: true }))}&range=[0,999]`, admin);
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(filtered.body.every((i: { tradable: boolean }) => i.tradable)).toBe(true);
  });
});
