import { PlacedMarketOrderDto } from '@grimhunt/contracts';
import {
  amountOf,
  auditLedger,
  countStatements,
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

/**
 * The statements an order placement sends, counted at the driver: the route's two guards (the session check, the rate
 * limit), then for an order that fills at once and for one that rests the market's one statement, sent in autocommit
 * (no BEGIN or COMMIT): the item's and the player's locks, the best resting order, the order with its fill, the resting
 * order's fill and the trade, both players' user rows, the escrow and both players' holdings. The week's prices for the
 * median guard are read at most once a second per item and process, so they are left out of the budget (and counted
 * apart).
 */
export const MARKET_STATEMENT_BUDGET = { fills: 3, rests: 3 } as const;

const WEEK_PRICES = /FROM market_trade WHERE item_id = \$1 AND at > \$2 GROUP BY price/;

describe('market statement budget', () => {
  let t: TestApp;
  let admin: string;
  let dust: string;
  let n = 0;
  const player = async (gold: number, units = 0): Promise<Player> => {
    const p = await newPlayer(t, `counted${++n}`);
    await setGold(t, admin, p.id, gold);
    if (units) await grantItem(t, admin, p.id, dust, units);
    return p;
  };

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    dust = await itemIdByName(t, 'Bone Dust');
  });
  afterAll(async () => {
    await auditLedger(t);
    await auditMarket(t);
    await t?.close();
  });

  async function counted(who: Player, body: Record<string, unknown>) {
    const run = await countStatements(() => placeOrder(t, who, body));
    const statements = run.statements.filter((q) => !WEEK_PRICES.test(q));
    if (process.env.SHOW_STATEMENTS) console.log(`${body.side}: ${run.count}\n  ${run.statements.join('\n  ')}`);
    return {
      status: run.result.status,
      body: run.result.body as PlacedMarketOrderDto,
      statements,
      weekReads: run.count - statements.length,
    };
  }

  it('an order that rests and one that fills at once stay within their budgets', async () => {
    const seller = await player(0, 10);
    const buyer = await player(1000);
    const rests = await counted(seller, { itemId: dust, side: 'sell', price: 20, amount: 1 });
    expect(rests.status).toBe(201);
    expect(rests.body.fills).toEqual([]);
    const fills = await counted(buyer, { itemId: dust, side: 'buy', price: 20, amount: 1 });
    expect(fills.status).toBe(201);
    expect(fills.body.fills).toEqual([expect.objectContaining({ price: 20, amount: 1, gold: 20 })]);
    // The statements are in the expectation, so a failure shows what was sent.
    expect({ statements: rests.statements, count: Math.min(rests.statements.length, MARKET_STATEMENT_BUDGET.rests) }).toEqual({
      statements: rests.statements,
      count: rests.statements.length,
    });
    expect({ statements: fills.statements, count: Math.min(fills.statements.length, MARKET_STATEMENT_BUDGET.fills) }).toEqual({
      statements: fills.statements,
      count: fills.statements.length,
    });
    expect(rests.weekReads + fills.weekReads).toBeLessThanOrEqual(2);
    expect(await goldOf(t, seller.id)).toBe(18);
    expect(await amountOf(t, buyer.id, dust)).toBe(1);
  });

  it('an escrow the buyer cannot pay is refused even when the fill would hand part of it back at once', async () => {
    const seller = await player(0, 5);
    const sell = await placeOrder(t, seller, { itemId: dust, side: 'sell', price: 20, amount: 1 });
    expect(sell.status).toBe(201);
    // A limit of 40 escrows 40; the fill at 20 would give 20 back, but the player holds 30.
    const short = await player(30);
    const refused = await placeOrder(t, short, { itemId: dust, side: 'buy', price: 40, amount: 1 });
    expect(refused.status).toBe(409);
    expect(await goldOf(t, short.id)).toBe(30);
    expect(await amountOf(t, short.id, dust)).toBe(0);
    const enough = await player(40);
    const bought = await placeOrder(t, enough, { itemId: dust, side: 'buy', price: 40, amount: 1 });
    expect(bought.status).toBe(201);
    expect((bought.body as PlacedMarketOrderDto).order).toMatchObject({ status: 'filled', gold: 20 });
    expect(await goldOf(t, enough.id)).toBe(20);
    expect(await amountOf(t, enough.id, dust)).toBe(1);
  });
});
