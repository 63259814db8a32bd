import { MARKET_MESSAGES as M, MARKET_SIDES, MarketSide } from '@grimhunt/contracts';
import { InvalidOrderError, PriceOutOfRangeError } from './market.errors';

/** The limits an order is checked against (typed settings). */
export interface MarketLimits {
  tariffPercent: number;
  maxOpenOrders: number;
  maxPrice: number;
  maxAmount: number;
  orderDays: number;
  medianMinPercent: number;
  medianMaxPercent: number;
}

export interface OrderInput {
  itemId: string;
  side: MarketSide;
  price: number;
  amount: number;
}

/** A whole number from 1 to `max`, given as a JSON number (a numeric string, a fraction or 1e300 are refused). */
function wholeWithin(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** Reads the body of a new order; anything malformed is a 400 with a message the form can show. */
export function readOrder(body: unknown, limits: MarketLimits): OrderInput {
  const b: Record<string, unknown> = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const itemId = b['itemId'];
  if (typeof itemId !== 'string' || itemId.trim() === '') throw new InvalidOrderError(M.itemRequired);
  const side = b['side'];
  if (typeof side !== 'string' || !(MARKET_SIDES as readonly string[]).includes(side)) throw new InvalidOrderError(M.sideInvalid);
  const price = wholeWithin(b['price'], limits.maxPrice);
  if (price === undefined) throw new InvalidOrderError(M.priceInvalid(limits.maxPrice));
  const amount = wholeWithin(b['amount'], limits.maxAmount);
  if (amount === undefined) throw new InvalidOrderError(M.amountInvalid(limits.maxAmount));
  if (side === 'buy' && !Number.isSafeInteger(price * amount)) throw new InvalidOrderError(M.amountInvalid(limits.maxAmount));
  return { itemId: itemId.trim(), side: side as MarketSide, price, amount };
}

/** The allowed price band around a median: [ceil(min%), floor(max%)]. */
export function priceBand(median: number, limits: MarketLimits): { min: number; max: number } {
  return {
    min: Math.ceil((median * limits.medianMinPercent) / 100),
    max: Math.floor((median * limits.medianMaxPercent) / 100),
  };
}

/** Refuses a price outside the band of the last week's median; without trades (no median) every price passes. */
export function checkPriceAgainstMedian(price: number, median: number | null, limits: MarketLimits): void {
  if (median === null) return;
  const band = priceBand(median, limits);
  if (price < band.min) throw new PriceOutOfRangeError(M.priceTooLow(median, band.min));
  if (price > band.max) throw new PriceOutOfRangeError(M.priceTooHigh(median, band.max));
}

/** The lower weighted median of trades (each unit counts once), or null without trades. */
export function weightedMedian(trades: readonly { price: number; amount: number }[]): number | null {
  const sorted = [...trades].filter((t) => t.amount > 0).sort((a, b) => a.price - b.price);
  const total = sorted.reduce((sum, t) => sum + t.amount, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const t of sorted) {
    seen += t.amount;
    if (seen * 2 >= total) return t.price;
  }
  return null;
}
