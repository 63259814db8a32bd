import { MarketOrderStatus, MarketSide } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { Fill } from '../../domain/matching';

/** An order as stored. */
export interface OrderRecord {
  id: string;
  userId: string;
  itemId: string;
  side: MarketSide;
  price: number;
  amount: number;
  filled: number;
  status: MarketOrderStatus;
  gold: number;
  tariff: number;
  seq: number;
  createdAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
}

export interface NewOrder {
  id: string;
  userId: string;
  itemId: string;
  side: MarketSide;
  price: number;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
}

/** An order as the placement answers the resting order it met: without its item and times, which the caller knows. */
export type BookOrder = Pick<OrderRecord, 'id' | 'userId' | 'side' | 'price' | 'amount' | 'filled' | 'status' | 'gold' | 'tariff' | 'seq'>;

/** An order just written with its first fill: the resting order it met as it was locked (before) and after the fill. */
export interface PlacedOrder {
  order: OrderRecord;
  resting: BookOrder | null;
  maker: BookOrder | null;
}

export interface TradeRecord {
  id: string;
  itemId: string;
  buyOrderId: string;
  sellOrderId: string;
  buyerId: string;
  sellerId: string;
  price: number;
  amount: number;
  gold: number;
  tariff: number;
  at: Date;
}

export interface MarketSummary {
  itemId: string;
  bestBid: number | null;
  bestAsk: number | null;
  bidAmount: number;
  askAmount: number;
}

export interface TradeListQuery {
  itemId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  ids?: string[];
  sortField: 'at' | 'price' | 'amount' | 'gold' | 'tariff';
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export const MARKET_STORE = Symbol('MARKET_STORE');

/**
 * The market's tables. Lock order of every market write: the item's matching lock, then order rows, then the
 * players' user rows (in id order, through economy's PlayerLock), then wallets and inventories.
 */
export interface MarketStore {
  /**
   * Takes the item's matching lock (held until the end of the transaction: matches of one item wait for each other,
   * each holds it for one match only), then answers the best open, unexpired resting order of another player that
   * crosses the taker's limit, by price-time priority, locked `FOR UPDATE SKIP LOCKED`: a row another transaction
   * holds is being cancelled or expired (matches of the item are serialized by the lock), so it leaves the book
   * anyway. One round trip; the read sees everything the item's previous match committed.
   */
  takeBestMaker(tx: Tx, itemId: string, takerSide: MarketSide, limit: number, takerUserId: string, now: Date): Promise<OrderRecord | null>;
  /** One order `FOR UPDATE` (waits for a running match or cancel of it). */
  lockOrder(tx: Tx, orderId: string): Promise<OrderRecord | null>;
  /**
   * The player's open (unexpired) orders, and whether one of them is on the other side of this item at a price a
   * taker at `limit` would cross.
   */
  openState(
    tx: Tx,
    userId: string,
    itemId: string,
    takerSide: MarketSide,
    limit: number,
    now: Date,
  ): Promise<{ open: number; crossing: boolean }>;
  /**
   * The market's part of an order's first transaction, one statement: takes the item's matching lock and the
   * player's placement lock (the open-order limit and the own-crossing check are counted under it), takes the best
   * crossing resting order of another player (`FOR UPDATE SKIP LOCKED`, read after the locks), and inserts the order
   * when its owner has fewer than `maxOpen` open orders and none that it would cross, already carrying its first fill
   * against that resting order (at its price, the tariff at `tariffPercent` out of the seller's gold), with the
   * resting order's fill and the trade row `tradeId`. Null when refused (then `openState` tells why).
   */
  placeOrder(tx: Tx, order: NewOrder, maxOpen: number, tariffPercent: number, tradeId: string): Promise<PlacedOrder | null>;
  /** Whether `placeOrderSettled` pipelines an item's placements (then they need no queue in this process). */
  readonly pipelined: boolean;
  /**
   * An order's whole first transaction in one statement (send it alone, in autocommit): what `placeOrder` does, then
   * both players' user rows in id order (identity's lock; a resting order whose owner's account is gone is closed as
   * cancelled and the next best one taken), then the escrow and the fill's holdings of both players through economy's
   * holdings write (gold as the currency `goldId`). Null when refused (the open-order limit, an own crossing order,
   * the placing account gone, a holding too small): then nothing was written, and the multi-statement path tells why.
   * When `pipelined`, the store sends an item's placements one after the other on one connection without waiting for
   * each answer (each still its own transaction); otherwise the caller sends one at a time per item.
   */
  placeOrderSettled(order: NewOrder, maxOpen: number, tariffPercent: number, tradeId: string, goldId: string): Promise<PlacedOrder | null>;
  /** Writes one fill: both orders' fill, gold and tariff (closing a filled one) and the trade row; answers both orders after. */
  recordFill(tx: Tx, tradeId: string, fill: Fill, itemId: string, at: Date): Promise<OrderRecord[]>;
  /** Closes an open order (cancelled, expired); answers the order as it was before, or null when it was not open. */
  close(tx: Tx, orderId: string, status: 'cancelled' | 'expired', at: Date): Promise<OrderRecord | null>;
  /** Closes every open order of a player as cancelled (their account is being deleted). */
  closeAllOf(tx: Tx, userId: string, at: Date): Promise<void>;
  /** One open order past its expiry (of one player, or anyone's), `FOR UPDATE SKIP LOCKED`. */
  nextDue(tx: Tx, now: Date, userId?: string): Promise<OrderRecord | null>;
  order(orderId: string, tx?: Tx): Promise<OrderRecord | null>;
  /** Units traded per price since `since` (for the median). */
  pricesSince(itemId: string, since: Date, tx?: Tx): Promise<{ price: number; amount: number }[]>;
  levels(itemId: string, side: MarketSide, now: Date, limit: number): Promise<{ price: number; amount: number }[]>;
  lastTrades(itemId: string, limit: number): Promise<TradeRecord[]>;
  openOf(userId: string, now: Date): Promise<OrderRecord[]>;
  closedOf(userId: string, limit: number): Promise<OrderRecord[]>;
  tradesOfOrder(orderId: string, tx?: Tx): Promise<TradeRecord[]>;
  /** Open orders per item (only `itemIds` when given). */
  summaries(itemIds: string[] | null, now: Date): Promise<MarketSummary[]>;
  trades(query: TradeListQuery): Promise<{ rows: TradeRecord[]; total: number }>;
  /** Units, gold and count of trades per UTC day from `since`. */
  volume(itemId: string, since: Date): Promise<{ day: string; amount: number; gold: number; trades: number }[]>;
}
