import fc from 'fast-check';
import { crosses, escrowOf, Fill, matchOrder, planFill, priority, RestingOrder } from './matching';

const order = (over: Partial<RestingOrder>): RestingOrder => ({
  id: 'o',
  userId: 'u',
  side: 'sell',
  price: 10,
  remaining: 1,
  seq: 0,
  ...over,
});

describe('planFill', () => {
  it('fills at the resting order price, takes the tariff from the seller and gives the buyer back the difference', () => {
    const taker = order({ id: 'b', userId: 'buyer', side: 'buy', price: 120, remaining: 5 });
    const maker = order({ id: 's', userId: 'seller', side: 'sell', price: 100, remaining: 3 });
    expect(planFill(taker, maker, 10)).toEqual({
      buyOrderId: 'b',
      sellOrderId: 's',
      buyerId: 'buyer',
      sellerId: 'seller',
      price: 100,
      amount: 3,
      gold: 300,
      tariff: 30,
      buyerRefund: 60,
    });
  });

  it('a seller taking a higher bid sells at the bid; the tariff rounds down', () => {
    const taker = order({ id: 's', userId: 'seller', side: 'sell', price: 5, remaining: 1 });
    const maker = order({ id: 'b', userId: 'buyer', side: 'buy', price: 19, remaining: 4 });
    expect(planFill(taker, maker, 10)).toMatchObject({ price: 19, amount: 1, gold: 19, tariff: 1, buyerRefund: 0 });
  });
});

describe('crosses and priority', () => {
  it('a buyer crosses asks at or below its limit, a seller bids at or above', () => {
    expect(crosses('buy', 10, 10)).toBe(true);
    expect(crosses('buy', 10, 11)).toBe(false);
    expect(crosses('sell', 10, 10)).toBe(true);
    expect(crosses('sell', 10, 9)).toBe(false);
  });

  it('lowest ask first, highest bid first, earlier first at one price', () => {
    const asks = [
      order({ id: 'late', price: 5, seq: 2 }),
      order({ id: 'dear', price: 6, seq: 0 }),
      order({ id: 'early', price: 5, seq: 1 }),
    ];
    expect([...asks].sort(priority).map((o) => o.id)).toEqual(['early', 'late', 'dear']);
    const bids = asks.map((o) => ({ ...o, side: 'buy' as const }));
    expect([...bids].sort(priority).map((o) => o.id)).toEqual(['dear', 'early', 'late']);
  });
});

/** A random sequence of orders and cancels run through the matcher, with every unit of gold and item accounted for. */
interface Action {
  kind: 'order' | 'cancel';
  user: number;
  side: 'buy' | 'sell';
  price: number;
  amount: number;
  pick: number;
}

const actions = fc.array(
  fc.record<Action>({
    kind: fc.constantFrom('order', 'order', 'order', 'cancel'),
    user: fc.integer({ min: 0, max: 3 }),
    side: fc.constantFrom('buy', 'sell'),
    price: fc.integer({ min: 1, max: 20 }),
    amount: fc.integer({ min: 1, max: 6 }),
    pick: fc.nat(),
  }),
  { maxLength: 60 },
);

describe('matchOrder (properties)', () => {
  it('creates or loses no gold or item, fills no order beyond its amount and holds price-time priority', () => {
    fc.assert(
      fc.property(actions, fc.integer({ min: 0, max: 50 }), (steps, tariffPercent) => {
        const START_GOLD = 1_000_000;
        const START_ITEMS = 1_000;
        const gold = [0, 1, 2, 3].map(() => START_GOLD);
        const items = [0, 1, 2, 3].map(() => START_ITEMS);
        const amounts = new Map<string, number>();
        const filled = new Map<string, number>();
        let book: RestingOrder[] = [];
        let destroyed = 0;
        let seq = 0;

        const held = () =>
          book.reduce(
            (acc, o) =>
              o.side === 'buy'
                ? { ...acc, gold: acc.gold + escrowOf('buy', o.price, o.remaining) }
                : { ...acc, items: acc.items + o.remaining },
            { gold: 0, items: 0 },
          );

        for (const step of steps) {
          if (step.kind === 'cancel') {
            if (book.length === 0) continue;
            const gone = book[step.pick % book.length];
            book = book.filter((o) => o !== gone);
            if (gone.side === 'buy') gold[Number(gone.userId)] += escrowOf('buy', gone.price, gone.remaining);
            else items[Number(gone.userId)] += gone.remaining;
            continue;
          }
          const u = step.user;
          if (step.side === 'buy' && gold[u] < step.price * step.amount) continue;
          if (step.side === 'sell' && items[u] < step.amount) continue;
          const taker: RestingOrder = {
            id: `o${seq}`,
            userId: String(u),
            side: step.side,
            price: step.price,
            remaining: step.amount,
            seq: seq++,
          };
          amounts.set(taker.id, step.amount);
          if (step.side === 'buy') gold[u] -= step.price * step.amount;
          else items[u] -= step.amount;

          const before = book;
          const result = matchOrder(book, taker, tariffPercent);
          // Price-time priority: each fill took the best crossing order of another player left at that moment.
          let left = before.map((o) => ({ ...o }));
          for (const fill of result.fills) {
            const makerId = step.side === 'buy' ? fill.sellOrderId : fill.buyOrderId;
            const candidates = left.filter(
              (o) => o.side !== step.side && o.userId !== taker.userId && crosses(step.side, step.price, o.price),
            );
            expect(candidates.sort(priority)[0].id).toBe(makerId);
            const maker = left.find((o) => o.id === makerId)!;
            expect(fill.price).toBe(maker.price);
            maker.remaining -= fill.amount;
            left = left.filter((o) => o.remaining > 0);
          }
          for (const fill of result.fills) settle(fill);
          book = result.book;
          // The book never holds two crossing orders of different players.
          const bestBid = book.filter((o) => o.side === 'buy');
          const bestAsk = book.filter((o) => o.side === 'sell');
          for (const b of bestBid) for (const a of bestAsk) if (a.userId !== b.userId) expect(a.price).toBeGreaterThan(b.price);
        }

        function settle(fill: Fill) {
          expect(fill.amount).toBeGreaterThan(0);
          for (const id of [fill.buyOrderId, fill.sellOrderId]) {
            filled.set(id, (filled.get(id) ?? 0) + fill.amount);
            expect(filled.get(id)).toBeLessThanOrEqual(amounts.get(id)!);
          }
          items[Number(fill.buyerId)] += fill.amount;
          gold[Number(fill.buyerId)] += fill.buyerRefund;
          gold[Number(fill.sellerId)] += fill.gold - fill.tariff;
          destroyed += fill.tariff;
          expect(fill.tariff).toBe(Math.floor((fill.gold * tariffPercent) / 100));
        }

        const escrow = held();
        expect(gold.reduce((a, b) => a + b, 0) + escrow.gold + destroyed).toBe(4 * START_GOLD);
        expect(items.reduce((a, b) => a + b, 0) + escrow.items).toBe(4 * START_ITEMS);
        for (const o of book) expect(o.remaining).toBe(amounts.get(o.id)! - (filled.get(o.id) ?? 0));
      }),
      { numRuns: 300 },
    );
  });
});
