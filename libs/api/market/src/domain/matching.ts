import { marketTariff, MarketSide } from '@grimhunt/contracts';

/** What matching needs of an open order. `seq` orders equal prices by time (earlier first). */
export interface RestingOrder {
  id: string;
  userId: string;
  side: MarketSide;
  price: number;
  /** Units still open. */
  remaining: number;
  seq: number;
}

/** One match between an incoming (taker) order and a resting (maker) order, at the maker's price. */
export interface Fill {
  buyOrderId: string;
  sellOrderId: string;
  buyerId: string;
  sellerId: string;
  price: number;
  amount: number;
  /** `price x amount`: paid by the buyer out of their escrow. */
  gold: number;
  /** Destroyed out of the seller's gold. */
  tariff: number;
  /** Buyer's escrow handed back: the buy order's limit above the fill price, for the units filled. */
  buyerRefund: number;
}

export const opposite = (side: MarketSide): MarketSide => (side === 'buy' ? 'sell' : 'buy');

/** A taker at `price` may trade with a maker at `makerPrice`: a buyer pays at most its limit, a seller gets at least its limit. */
export function crosses(takerSide: MarketSide, price: number, makerPrice: number): boolean {
  return takerSide === 'buy' ? makerPrice <= price : makerPrice >= price;
}

/**
 * Price-time priority among the resting orders of one side: best price first (lowest ask, highest bid), then the
 * earliest. Negative when `a` comes before `b`.
 */
export function priority(a: RestingOrder, b: RestingOrder): number {
  if (a.price !== b.price) return a.side === 'sell' ? a.price - b.price : b.price - a.price;
  return a.seq - b.seq;
}

/** The one fill of `taker` against `maker` (which must cross and be the best resting order). */
export function planFill(taker: RestingOrder, maker: RestingOrder, tariffPercent: number): Fill {
  const amount = Math.min(taker.remaining, maker.remaining);
  const price = maker.price;
  const gold = price * amount;
  const [buy, sell] = taker.side === 'buy' ? [taker, maker] : [maker, taker];
  return {
    buyOrderId: buy.id,
    sellOrderId: sell.id,
    buyerId: buy.userId,
    sellerId: sell.userId,
    price,
    amount,
    gold,
    tariff: marketTariff(gold, tariffPercent),
    buyerRefund: (buy.price - price) * amount,
  };
}

/** What a placed order holds in escrow while it has `remaining` units open: the items, or the gold at its limit. */
export function escrowOf(side: MarketSide, price: number, remaining: number): number {
  return side === 'buy' ? price * remaining : remaining;
}

/**
 * The whole matching of one incoming order against a book, in memory: the same steps the server runs one match per
 * transaction (best crossing maker of another player, one fill at the maker's price, again while the taker has units
 * left). Returns the fills and the book after (filled makers removed, the taker's rest added when it has one).
 */
export function matchOrder(
  book: readonly RestingOrder[],
  taker: RestingOrder,
  tariffPercent: number,
): { fills: Fill[]; book: RestingOrder[]; rest: RestingOrder | null } {
  const resting = book.map((o) => ({ ...o }));
  const fills: Fill[] = [];
  let left = taker.remaining;
  while (left > 0) {
    const maker = resting
      .filter((o) => o.side === opposite(taker.side) && o.userId !== taker.userId && crosses(taker.side, taker.price, o.price))
      .sort(priority)[0];
    if (!maker) break;
    const fill = planFill({ ...taker, remaining: left }, maker, tariffPercent);
    fills.push(fill);
    left -= fill.amount;
    maker.remaining -= fill.amount;
    if (maker.remaining === 0) resting.splice(resting.indexOf(maker), 1);
  }
  const rest = left > 0 ? { ...taker, remaining: left } : null;
  return { fills, book: rest ? [...resting, rest] : resting, rest };
}
