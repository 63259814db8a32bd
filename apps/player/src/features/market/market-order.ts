import {
  MARKET_MESSAGES,
  marketTariff,
  type MarketRulesDto,
  type MarketSide,
  type PlaceMarketOrderBody,
  type PlacedMarketOrderDto,
} from '@grimhunt/contracts';

/** The buy and sell forms' fields, as typed. */
export interface OrderFormValues {
  price: string;
  amount: string;
}

/** Lowest and highest price the server accepts around the 7-day median (no median: no band). */
export function priceBand(median: number | null, rules: Pick<MarketRulesDto, 'medianMinPercent' | 'medianMaxPercent'>) {
  if (median === null) return null;
  return { min: Math.ceil((median * rules.medianMinPercent) / 100), max: Math.floor((median * rules.medianMaxPercent) / 100) };
}

const wholeIn = (raw: string, max: number) => /^\d+$/.test(raw.trim()) && Number(raw) >= 1 && Number(raw) <= max;

/**
 * Refusals the form finds before asking, worded like the economy's own answers (the server checks the same and has
 * the last word: the held amounts shown may be a moment old).
 */
export const HOLDING_MESSAGES = {
  notEnoughItems: (itemName: string, wanted: number, owned: number) => `Not enough ${itemName}: ${wanted} needed, ${owned} owned`,
  notEnoughGold: (needed: number, owned: number) => `Not enough gold: ${needed} needed, ${owned} owned`,
};

export interface OrderContext {
  itemName: string;
  side: MarketSide;
  rules: MarketRulesDto;
  median: number | null;
  /** Sell: units of the item held (null: not known yet). Buy: gold held. */
  held: number | null;
}

/** The first problem of an order form in the server's own words, or null when the server may be asked. */
export function validateOrder(values: OrderFormValues, { itemName, side, rules, median, held }: OrderContext): string | null {
  if (!wholeIn(values.price, rules.maxPrice)) return MARKET_MESSAGES.priceInvalid(rules.maxPrice);
  if (!wholeIn(values.amount, rules.maxAmount)) return MARKET_MESSAGES.amountInvalid(rules.maxAmount);
  const price = Number(values.price);
  const amount = Number(values.amount);
  const band = priceBand(median, rules);
  if (band && median !== null && price < band.min) return MARKET_MESSAGES.priceTooLow(median, band.min);
  if (band && median !== null && price > band.max) return MARKET_MESSAGES.priceTooHigh(median, band.max);
  if (held === null) return null;
  if (side === 'sell' && amount > held) return HOLDING_MESSAGES.notEnoughItems(itemName, amount, held);
  if (side === 'buy' && price * amount > held) return HOLDING_MESSAGES.notEnoughGold(price * amount, held);
  return null;
}

export interface OrderSummary {
  /** Gold of the whole order at its limit price. */
  gold: number;
  /** Sell: the tariff on that gold (rounded down per fill, so never more than this). Buy: 0, the seller pays it. */
  tariff: number;
  /** Sell: what the seller keeps at least. Buy: what the buyer pays at most. */
  net: number;
  /** What goes into escrow now: gold for a buy order, items for a sell order. */
  escrow: number;
}

/** What the form shows before confirming: the gold, the tariff and the escrow of an order at its limit price. */
export function orderSummary(side: MarketSide, price: number, amount: number, tariffPercent: number): OrderSummary {
  const gold = price * amount;
  if (side === 'buy') return { gold, tariff: 0, net: gold, escrow: gold };
  const tariff = marketTariff(gold, tariffPercent);
  return { gold, tariff, net: gold - tariff, escrow: amount };
}

export function toOrderBody(itemId: string, side: MarketSide, values: OrderFormValues): PlaceMarketOrderBody {
  return { itemId, side, price: Number(values.price), amount: Number(values.amount) };
}

const n = (value: number) => value.toLocaleString('en-US');

/** The answer to a placed order in one sentence: what it filled at once (and the tariff), and what rests. */
export function describePlaced({ order, fills }: PlacedMarketOrderDto): string {
  const units = fills.reduce((sum, f) => sum + f.amount, 0);
  const gold = fills.reduce((sum, f) => sum + f.gold, 0);
  const tariff = fills.reduce((sum, f) => sum + f.tariff, 0);
  const parts: string[] = [];
  if (units > 0 && order.side === 'buy') parts.push(`Bought ${n(units)} ${order.itemName} for ${n(gold)} gold.`);
  if (units > 0 && order.side === 'sell')
    parts.push(`Sold ${n(units)} ${order.itemName} for ${n(gold)} gold; tariff ${n(tariff)} gold, you received ${n(gold - tariff)} gold.`);
  if (order.status === 'open') parts.push(`${n(order.remaining)} wait in the book at ${n(order.price)} gold.`);
  return units > 0 ? parts.join(' ') : `${MARKET_MESSAGES.placed}. ${parts.join(' ')}`.trim();
}
