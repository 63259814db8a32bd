import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { MARKET_LEDGER_REASONS as R, MarketSide, PlacedMarketOrderDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
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
import { planFill } from '../src/domain/matching';
import { escrowMovement, fillMovements } from '../src/application/market-settlement';
import { auditMarket, placeOrder } from './market.test-helpers';

const TOKEN = 'metrics-token-for-the-market-test-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The value of one series in Prometheus text (0 when absent). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)\{(.*)\} (\S+)$/i.exec(line);
    if (
      match &&
      match[1] === name &&
      match[2]
        .split(/,(?=[a-z_]+=")/i)
        .sort()
        .join(',') === wanted
    )
      return Number(match[3]);
  }
  return 0;
}

interface Row {
  role: 'resting' | 'taker' | 'maker';
  id: string;
  user_id: string;
  side: MarketSide;
  price: string;
  amount: number;
  filled: number;
  status: string;
  gold: string;
  tariff: string;
}

/**
 * The order's first transaction as one statement (`market_place_order_settled`): the metrics counted once per
 * committed order, and the function's arithmetic (the fill, both orders' gold and tariff, both players' holdings)
 * checked against the domain's `planFill` over many random orders, through the real function.
 */
describe('market: the first transaction in one statement', () => {
  let t: TestApp;
  let admin: string;
  let dust: string;
  let goldId: string;
  let n = 0;
  const player = async (gold: number, units = 0): Promise<Player> => {
    const p = await newPlayer(t, `onestmt${++n}`);
    await setGold(t, admin, p.id, gold);
    if (units) await grantItem(t, admin, p.id, dust, units);
    return p;
  };
  const scrape = async () => (await t.http.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, metricsToken: TOKEN });
    admin = await t.http.login('admin', 'admin');
    dust = await itemIdByName(t, 'Bone Dust');
    const gold = (await t.app.get(CatalogueFacade).snapshot()).list('currency').find((c) => c.shortName === 'gold');
    goldId = gold!.id;
  });
  afterAll(async () => {
    await auditLedger(t);
    await auditMarket(t);
    await t?.close();
  });

  it('counts the currency an order created and destroyed once, after it committed, and nothing for a refused one', async () => {
    const seller = await player(0, 5);
    const buyer = await player(1000);
    const poor = await player(10);
    const created = (text: string, reason: string) => valueOf(text, 'grimhunt_currency_created_total', { currency: 'gold', reason });
    const destroyed = (text: string, reason: string) => valueOf(text, 'grimhunt_currency_destroyed_total', { currency: 'gold', reason });
    const before = await scrape();
    expect((await placeOrder(t, seller, { itemId: dust, side: 'sell', price: 50, amount: 1 })).status).toBe(201);
    // Escrows 80 at its limit, fills at 50: 30 back at once, 50 to the seller less the tariff.
    const buy = await placeOrder(t, buyer, { itemId: dust, side: 'buy', price: 80, amount: 1 });
    expect(buy.status).toBe(201);
    expect((buy.body as PlacedMarketOrderDto).fills).toEqual([expect.objectContaining({ price: 50, amount: 1, gold: 50 })]);
    expect((await placeOrder(t, poor, { itemId: dust, side: 'buy', price: 40, amount: 1 })).status).toBe(409);
    const after = await scrape();
    const tariff = 50 - (await goldOf(t, seller.id));
    expect(tariff).toBeGreaterThan(0);
    expect({
      escrowIn: destroyed(after, R.escrowIn) - destroyed(before, R.escrowIn),
      escrowOut: created(after, R.escrowOut) - created(before, R.escrowOut),
      fill: created(after, R.fill) - created(before, R.fill),
      tariff: destroyed(after, R.tariff) - destroyed(before, R.tariff),
    }).toEqual({ escrowIn: 80, escrowOut: 30, fill: 50, tariff });
    expect(await goldOf(t, poor.id)).toBe(10);
  });

  it("writes the fill the domain plans, and moves both players' holdings by its movements, for random orders", async () => {
    const a = await player(100_000_000, 100_000);
    const b = await player(100_000_000, 100_000);
    const holdings = async (p: Player) => ({ gold: await goldOf(t, p.id), items: await amountOf(t, p.id, dust) });
    const place = async (who: Player, side: MarketSide, price: number, amount: number, tariffPercent: number) => {
      const now = new Date();
      const id = randomUUID();
      const trade = randomUUID();
      const rows: Row[] = await t.dataSource.query(
        `SELECT role, id, user_id, side, price, amount, filled, status, gold, tariff
           FROM market_place_order_settled($1, $2, $3, $4, $5, $6, $7, $8, 1000, $9, $10, $11)`,
        [id, who.id, dust, side, price, amount, now, new Date(now.getTime() + DAY_MS), tariffPercent, trade, goldId],
      );
      return { id, trade, rows };
    };
    const cancelOpen = async (who: Player) => {
      const open: { id: string }[] = await t.dataSource.query(`SELECT id FROM market_order WHERE user_id = $1 AND status = 'open'`, [
        who.id,
      ]);
      for (const o of open) expect((await t.http.delete(`/api/market/orders/${o.id}`, who.token)).status).toBe(200);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          makerIsA: fc.boolean(),
          makerSide: fc.constantFrom<MarketSide>('buy', 'sell'),
          makerPrice: fc.integer({ min: 1, max: 1000 }),
          makerAmount: fc.integer({ min: 1, max: 40 }),
          takerAmount: fc.integer({ min: 1, max: 40 }),
          slack: fc.integer({ min: 0, max: 300 }),
          tariffPercent: fc.integer({ min: 0, max: 50 }),
        }),
        async (c) => {
          const [maker, taker] = c.makerIsA ? [a, b] : [b, a];
          const takerSide: MarketSide = c.makerSide === 'buy' ? 'sell' : 'buy';
          // The taker crosses the maker: a buyer at or above its ask, a seller at or below its bid.
          const takerPrice = takerSide === 'buy' ? c.makerPrice + c.slack : Math.max(1, c.makerPrice - c.slack);
          const rested = await place(maker, c.makerSide, c.makerPrice, c.makerAmount, c.tariffPercent);
          expect(rested.rows.map((r) => [r.role, r.filled, r.status])).toEqual([['taker', 0, 'open']]);
          const [makerBefore, takerBefore] = [await holdings(maker), await holdings(taker)];
          const placed = await place(taker, takerSide, takerPrice, c.takerAmount, c.tariffPercent);
          const fill = planFill(
            { id: placed.id, userId: taker.id, side: takerSide, price: takerPrice, remaining: c.takerAmount, seq: 0 },
            { id: rested.id, userId: maker.id, side: c.makerSide, price: c.makerPrice, remaining: c.makerAmount, seq: 0 },
            c.tariffPercent,
          );
          const row = (role: Row['role']) => placed.rows.find((r) => r.role === role)!;
          const share = (side: MarketSide) =>
            side === 'buy' ? { gold: fill.gold, tariff: 0 } : { gold: fill.gold - fill.tariff, tariff: fill.tariff };
          expect({ taker: row('taker'), maker: row('maker') }).toMatchObject({
            taker: { id: placed.id, filled: fill.amount, gold: String(share(takerSide).gold), tariff: String(share(takerSide).tariff) },
            maker: { id: rested.id, filled: fill.amount, gold: String(share(c.makerSide).gold), tariff: String(share(c.makerSide).tariff) },
          });
          const trade: { buyer_id: string; price: string; amount: number; gold: string; tariff: string }[] = await t.dataSource.query(
            `SELECT buyer_id, price, amount, gold, tariff FROM market_trade WHERE id = $1`,
            [placed.trade],
          );
          expect(trade).toEqual([
            {
              buyer_id: fill.buyerId,
              price: String(fill.price),
              amount: fill.amount,
              gold: String(fill.gold),
              tariff: String(fill.tariff),
            },
          ]);
          // Holdings: the taker's escrow of its whole amount and each player's movements of the fill.
          const moves = fillMovements(fill, dust, placed.trade);
          const escrow = escrowMovement({ id: placed.id, itemId: dust, side: takerSide, price: takerPrice }, c.takerAmount, 'in');
          const expected = (before: { gold: number; items: number }, list: (typeof escrow)[]) => ({
            gold: before.gold + list.filter((m) => 'currency' in m).reduce((s, m) => s + m.delta, 0),
            items: before.items + list.filter((m) => 'itemId' in m).reduce((s, m) => s + m.delta, 0),
          });
          expect({ maker: await holdings(maker), taker: await holdings(taker) }).toEqual({
            maker: expected(makerBefore, moves.get(maker.id) ?? []),
            taker: expected(takerBefore, [escrow, ...(moves.get(taker.id) ?? [])]),
          });
          await cancelOpen(maker);
          await cancelOpen(taker);
        },
      ),
      { numRuns: 40 },
    );
  });
});
