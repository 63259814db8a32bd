/**
 * The marketplace: anonymous buy and sell orders for tradable items, matched at the resting order's price, with a
 * tariff on the seller's gold that is destroyed. Prices are gold per unit; every amount and price is a positive
 * integer. Times are ISO 8601 strings (UTC).
 */

/** The market's route strings (relative to `/api`). */
export const MARKET_ROUTES = {
  base: 'market',
  /** `POST`: place an order (`PlaceMarketOrderBody`) -> `PlacedMarketOrderDto`. */
  orders: 'orders',
  /** `DELETE`: cancel the rest of one of your orders -> `MarketOrderDto`. */
  order: 'orders/:orderId',
  /** `GET`: your open orders and your latest closed ones -> `MyMarketOrdersDto`. */
  mine: 'orders/mine',
  /** `GET`: an item's book -> `MarketBookDto`. */
  item: 'items/:itemId',
  /** `GET ?q=&type=`: items with open orders -> `MarketSearchResultDto[]`. */
  search: 'search',
  /** `GET ?itemId=&days=` (admins): traded volume per UTC day -> `MarketVolumeDto`. */
  volume: 'volume',
} as const;

/** The back office's simple-rest resource of trades (`GET /api/markettrade`, admins, read-only). */
export const MARKET_TRADE_RESOURCE = 'markettrade';

export const MARKET_SIDES = ['buy', 'sell'] as const;
export type MarketSide = (typeof MARKET_SIDES)[number];

export const MARKET_ORDER_STATUSES = ['open', 'filled', 'cancelled', 'expired'] as const;
export type MarketOrderStatus = (typeof MARKET_ORDER_STATUSES)[number];

/** Levels per side in an item's book. */
export const MARKET_BOOK_LEVELS = 10;
/** Latest trades shown with an item's book. */
export const MARKET_LAST_TRADES = 50;
/** Closed orders listed under "my orders". */
export const MARKET_MY_HISTORY = 30;
/** Results of one market search. */
export const MARKET_SEARCH_LIMIT = 50;
/** Longest search text. */
export const MARKET_SEARCH_MAX = 100;
/** Days the volume chart may ask for. */
export const MARKET_VOLUME_MAX_DAYS = 90;

/** Ledger reasons of market movements; the reference is the order id (the trade id for a fill). */
export const MARKET_LEDGER_REASONS = {
  /** Items (sell) or gold (buy) moved from the player into escrow when the order is placed. */
  escrowIn: 'market-escrow-in',
  /** Escrow handed back: a cancelled or expired order's rest, or a buyer's unspent gold after a fill below its limit. */
  escrowOut: 'market-escrow-out',
  /** What a fill hands over: the items to the buyer, the price less the tariff to the seller. */
  fill: 'market-fill',
  /** The tariff of a fill: gold taken out of the game. */
  tariff: 'market-tariff',
} as const;

/** `POST /api/market/orders`. `price` is gold per unit; both are positive integers within the limits. */
export interface PlaceMarketOrderBody {
  itemId: string;
  side: MarketSide;
  price: number;
  amount: number;
}

/** One match as the player who placed or owns the order sees it. */
export interface MarketFillDto {
  tradeId: string;
  price: number;
  amount: number;
  /** Gold of the fill: paid by the buyer (`price x amount`). */
  gold: number;
  /** Gold destroyed from the seller's share. */
  tariff: number;
  at: string;
}

export interface MarketOrderDto {
  id: string;
  itemId: string;
  itemName: string;
  itemImageId: string | null;
  side: MarketSide;
  /** Limit price per unit. */
  price: number;
  /** Amount ordered. */
  amount: number;
  filled: number;
  /** `amount - filled` while open; 0 once closed. */
  remaining: number;
  status: MarketOrderStatus;
  /** Buy: gold paid for the fills. Sell: gold received (after the tariff). */
  gold: number;
  /** Sell: tariff paid on the fills. Buy: 0. */
  tariff: number;
  /** What is held in escrow now (items for a sell order, gold for a buy order). */
  escrow: number;
  createdAt: string;
  expiresAt: string;
  /** When the order stopped being open; null while open. */
  closedAt: string | null;
}

/** The answer of `POST /api/market/orders`: the order and the fills it made at once. */
export interface PlacedMarketOrderDto {
  order: MarketOrderDto;
  fills: MarketFillDto[];
}

/** `GET /api/market/orders/mine`: open orders newest first, then the latest closed ones. */
export interface MyMarketOrdersDto {
  open: MarketOrderDto[];
  closed: MarketOrderDto[];
  /** Open orders a player may have at once. */
  maxOpenOrders: number;
}

export interface MarketPriceLevelDto {
  price: number;
  amount: number;
}

export interface MarketTradePointDto {
  price: number;
  amount: number;
  at: string;
}

/** `GET /api/market/items/{itemId}`: anonymous; bids best (highest) first, asks best (lowest) first. */
export interface MarketBookDto {
  bids: MarketPriceLevelDto[];
  asks: MarketPriceLevelDto[];
  /** Newest first. */
  lastTrades: MarketTradePointDto[];
  /** Median unit price of the last 7 days' trades (each unit counts once), or null without trades. */
  median7d: number | null;
  /** The rules the forms show before confirming. */
  rules: MarketRulesDto;
}

/** The numbers the buy and sell forms show. */
export interface MarketRulesDto {
  tariffPercent: number;
  maxPrice: number;
  maxAmount: number;
  maxOpenOrders: number;
  orderDays: number;
  /** Lowest and highest allowed price as a percentage of `median7d`. */
  medianMinPercent: number;
  medianMaxPercent: number;
}

/** `GET /api/market/search?q=&type=`: `type` is an item type short name (`bait`, ...); both optional. */
export interface MarketSearchResultDto {
  itemId: string;
  name: string;
  imageId: string | null;
  /** Item type short name. */
  itemType: string | null;
  bestBid: number | null;
  bestAsk: number | null;
  /** Units on offer / wanted in open orders. */
  askAmount: number;
  bidAmount: number;
}

/** A trade in the back office (`GET /api/markettrade`; filters `itemId`, `userId` (buyer or seller), `from`, `to`). */
export interface MarketTradeDto {
  id: string;
  itemId: string;
  itemName: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  buyOrderId: string;
  sellOrderId: string;
  price: number;
  amount: number;
  gold: number;
  tariff: number;
  at: string;
}

/** One UTC day of an item's trades. */
export interface MarketVolumePointDto {
  /** `YYYY-MM-DD`. */
  day: string;
  amount: number;
  gold: number;
  trades: number;
}

/** `GET /api/market/volume?itemId=&days=` (admins): every day of the window, oldest first, zero days included. */
export interface MarketVolumeDto {
  itemId: string;
  days: number;
  points: MarketVolumePointDto[];
}

export const MARKET_MESSAGES = {
  unknownItem: 'There is no such item',
  notTradable: (itemName: string) => `${itemName} cannot be traded on the market`,
  priceInvalid: (max: number) => `Price must be a whole number from 1 to ${max}`,
  amountInvalid: (max: number) => `Amount must be a whole number from 1 to ${max}`,
  sideInvalid: 'Side must be buy or sell',
  tooManyOrders: (max: number) => `You already have ${max} open orders. Cancel one first.`,
  priceTooLow: (median: number, min: number) =>
    `Price too low: the median of the last 7 days is ${median} gold; the lowest allowed is ${min}.`,
  priceTooHigh: (median: number, max: number) =>
    `Price too high: the median of the last 7 days is ${median} gold; the highest allowed is ${max}.`,
  orderNotFound: 'Order not found',
  notYourOrder: 'You can only cancel your own orders',
  orderClosed: 'This order is no longer open',
  selfTrade: 'This order would trade with one of your own orders. Cancel that one first.',
  itemRequired: 'Choose an item',
  typeUnknown: 'Unknown item type',
  volumeDaysInvalid: `Days must be a whole number from 1 to ${MARKET_VOLUME_MAX_DAYS}`,
  placed: 'Order placed',
  cancelled: 'Order cancelled; the escrow is back',
} as const;

export const MARKET_ERROR_CODES = {
  INVALID_ORDER: 'MARKET.INVALID_ORDER',
  UNKNOWN_ITEM: 'MARKET.UNKNOWN_ITEM',
  NOT_TRADABLE: 'MARKET.NOT_TRADABLE',
  TOO_MANY_ORDERS: 'MARKET.TOO_MANY_ORDERS',
  PRICE_OUT_OF_RANGE: 'MARKET.PRICE_OUT_OF_RANGE',
  NOT_FOUND: 'MARKET.NOT_FOUND',
  FORBIDDEN: 'MARKET.FORBIDDEN',
  ORDER_CLOSED: 'MARKET.ORDER_CLOSED',
  SELF_TRADE: 'MARKET.SELF_TRADE',
} as const;

/** Gold the seller keeps of `gold` at `tariffPercent` (the tariff rounds down, in the seller's favour). */
export function marketTariff(gold: number, tariffPercent: number): number {
  return Math.floor((gold * tariffPercent) / 100);
}
