import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MarketSide } from '@grimhunt/contracts';
import { pgErrorCode, rowsOf, StatementPipelines, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { Fill } from '../../domain/matching';
import {
  BookOrder,
  MarketStore,
  MarketSummary,
  NewOrder,
  OrderRecord,
  PlacedOrder,
  TradeListQuery,
  TradeRecord,
} from '../../application/ports/market.store.port';

const ORDER_COLUMNS = `id, user_id, item_id, side, price, amount, filled, status, gold, tariff, seq, created_at, expires_at, closed_at`;
const TRADE_COLUMNS = `id, item_id, buy_order_id, sell_order_id, buyer_id, seller_id, price, amount, gold, tariff, at`;

interface OrderRow {
  id: string;
  user_id: string;
  item_id: string;
  side: MarketSide;
  price: string;
  amount: number;
  filled: number;
  status: OrderRecord['status'];
  gold: string;
  tariff: string;
  seq: string;
  created_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}

interface TradeRow {
  id: string;
  item_id: string;
  buy_order_id: string;
  sell_order_id: string;
  buyer_id: string;
  seller_id: string;
  price: string;
  amount: number;
  gold: string;
  tariff: string;
  at: Date;
}

/** An order row without the columns the placement function does not send back. */
type BookRow = Omit<OrderRow, 'item_id' | 'created_at' | 'expires_at' | 'closed_at'>;

/** A row of `market_place_order`'s answer. */
interface PlacedRow extends BookRow {
  role: 'resting' | 'taker' | 'maker';
}

const toBookOrder = (r: BookRow): BookOrder => ({
  id: r.id,
  userId: r.user_id,
  side: r.side,
  price: Number(r.price),
  amount: r.amount,
  filled: r.filled,
  status: r.status,
  gold: Number(r.gold),
  tariff: Number(r.tariff),
  seq: Number(r.seq),
});

const toOrder = (r: OrderRow): OrderRecord => ({
  ...toBookOrder(r),
  itemId: r.item_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
});

const toTrade = (r: TradeRow): TradeRecord => ({
  id: r.id,
  itemId: r.item_id,
  buyOrderId: r.buy_order_id,
  sellOrderId: r.sell_order_id,
  buyerId: r.buyer_id,
  sellerId: r.seller_id,
  price: Number(r.price),
  amount: r.amount,
  gold: Number(r.gold),
  tariff: Number(r.tariff),
  at: r.at,
});

const TRADE_SORT: Record<TradeListQuery['sortField'], string> = {
  at: 'at',
  price: 'price',
  amount: 'amount',
  gold: 'gold',
  tariff: 'tariff',
};

/** What `market_place_order_settled` raises when it refuses an order (nothing was written). */
const PLACEMENT_REFUSED = 'GHM01';

const placeParams = (order: NewOrder, maxOpen: number, tariffPercent: number, tradeId: string): unknown[] => [
  order.id,
  order.userId,
  order.itemId,
  order.side,
  order.price,
  order.amount,
  order.createdAt,
  order.expiresAt,
  maxOpen,
  tariffPercent,
  tradeId,
];

/** The placement functions' answer as the order written (null: none, refused) and the resting order before and after. */
function toPlaced(rows: PlacedRow[], order: NewOrder, tradeId: string): PlacedOrder | null {
  const row = (role: string) => rows.find((r) => r.role === role);
  const taker = row('taker');
  if (!taker) return null;
  const [resting, maker] = [row('resting'), row('maker')];
  // The resting order is locked and open when it is met; anything else is a bug, and the transaction rolls back.
  if (resting && !maker) throw new Error(`market fill ${tradeId}: the resting order was not open`);
  // The functions do not send back what was passed in: the item, the creation and expiry times, and the close time,
  // which a new order that filled at once has at its creation.
  const placed: OrderRecord = {
    ...toBookOrder(taker),
    itemId: order.itemId,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    closedAt: taker.status === 'open' ? null : order.createdAt,
  };
  return { order: placed, resting: resting ? toBookOrder(resting) : null, maker: maker ? toBookOrder(maker) : null };
}

/** The market's SQL, on the caller's transaction for writes and locked reads. */
@Injectable()
export class TypeOrmMarketStore implements MarketStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pipelines: StatementPipelines,
  ) {}

  private run<T>(sql: string, params: unknown[], tx?: Tx): Promise<T[]> {
    return (tx ? unwrapTx(tx) : this.dataSource).query(sql, params);
  }

  async takeBestMaker(
    tx: Tx,
    itemId: string,
    takerSide: MarketSide,
    limit: number,
    takerUserId: string,
    now: Date,
  ): Promise<OrderRecord | null> {
    // The function (market migrations) locks the item, then reads with a snapshot taken after the lock was granted.
    const rows = await this.run<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM market_take_best_order($1::uuid, $2::text, $3::bigint, $4::uuid, $5::timestamptz)`,
      [itemId, takerSide, limit, takerUserId, now],
      tx,
    );
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async lockOrder(tx: Tx, orderId: string): Promise<OrderRecord | null> {
    // Spans players (market_order): the order book matches players against each other by item: market tables are distributed by item id, not by player
    const rows = await this.run<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM market_order WHERE id = $1 FOR UPDATE`, [orderId], tx);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async openState(
    tx: Tx,
    userId: string,
    itemId: string,
    takerSide: MarketSide,
    limit: number,
    now: Date,
  ): Promise<{ open: number; crossing: boolean }> {
    const [makerSide, cross] = takerSide === 'buy' ? ['sell', '<='] : ['buy', '>='];
    const rows = await this.run<{ open: number; crossing: boolean }>(
      `SELECT count(*)::int AS open, coalesce(bool_or(item_id = $3 AND side = $4 AND price ${cross} $5), false) AS crossing
         FROM market_order WHERE user_id = $1 AND status = 'open' AND expires_at > $2`,
      [userId, now, itemId, makerSide, limit],
      tx,
    );
    return rows[0];
  }

  async placeOrder(tx: Tx, order: NewOrder, maxOpen: number, tariffPercent: number, tradeId: string): Promise<PlacedOrder | null> {
    // The function (market migrations) locks the item and the player, then reads and writes with a fresh snapshot.
    const rows = await this.run<PlacedRow>(
      `SELECT role, id, user_id, side, price, amount, filled, status, gold, tariff, seq
         FROM market_place_order($1::uuid, $2::uuid, $3::uuid, $4::text, $5::bigint, $6::int, $7::timestamptz, $8::timestamptz, $9::int, $10::int, $11::uuid)`,
      placeParams(order, maxOpen, tariffPercent, tradeId),
      tx,
    );
    return toPlaced(rows, order, tradeId);
  }

  get pipelined(): boolean {
    return this.pipelines.enabled;
  }

  async placeOrderSettled(
    order: NewOrder,
    maxOpen: number,
    tariffPercent: number,
    tradeId: string,
    goldId: string,
  ): Promise<PlacedOrder | null> {
    try {
      // The function (market migrations) does the whole first transaction: locks, order, fill, players, holdings.
      const sql = `SELECT role, id, user_id, side, price, amount, filled, status, gold, tariff, seq
           FROM market_place_order_settled($1::uuid, $2::uuid, $3::uuid, $4::text, $5::bigint, $6::int, $7::timestamptz, $8::timestamptz, $9::int, $10::int, $11::uuid, $12::uuid)`;
      const params = [...placeParams(order, maxOpen, tariffPercent, tradeId), goldId];
      const rows = await this.pipelines.run<PlacedRow>(order.itemId, sql, params);
      const placed = toPlaced(rows, order, tradeId);
      if (!placed) throw new Error(`market order ${order.id}: the placement answered no order`);
      return placed;
    } catch (error) {
      if (pgErrorCode(error) === PLACEMENT_REFUSED) return null;
      throw error;
    }
  }

  async recordFill(tx: Tx, tradeId: string, fill: Fill, itemId: string, at: Date): Promise<OrderRecord[]> {
    const rows = await this.run<OrderRow & { traded: number }>(
      `WITH o AS (
         UPDATE market_order o
            SET filled = o.filled + $4,
                gold = o.gold + CASE WHEN o.side = 'buy' THEN $5::bigint ELSE $5::bigint - $6::bigint END,
                tariff = o.tariff + CASE WHEN o.side = 'sell' THEN $6::bigint ELSE 0 END,
                status = CASE WHEN o.filled + $4 = o.amount THEN 'filled' ELSE o.status END,
                closed_at = CASE WHEN o.filled + $4 = o.amount THEN $9::timestamptz ELSE o.closed_at END
          WHERE o.id IN ($2::uuid, $3::uuid) AND o.status = 'open'
          RETURNING ${ORDER_COLUMNS.split(', ')
            .map((c) => `o.${c}`)
            .join(', ')}
       ), t AS (
         INSERT INTO market_trade (id, item_id, buy_order_id, sell_order_id, buyer_id, seller_id, price, amount, gold, tariff, at)
         SELECT $1, $10, $2, $3, $7, $8, $11, $4, $5, $6, $9
          WHERE (SELECT count(*) FROM o) = 2
         RETURNING id
       )
       SELECT o.*, (SELECT count(*) FROM t)::int AS traded FROM o`,
      [
        tradeId,
        fill.buyOrderId,
        fill.sellOrderId,
        fill.amount,
        fill.gold,
        fill.tariff,
        fill.buyerId,
        fill.sellerId,
        at,
        itemId,
        fill.price,
      ],
      tx,
    );
    // Both orders are locked and open when a fill is planned; anything else is a bug, and the transaction rolls back.
    if (rows.length !== 2 || rows[0].traded !== 1) throw new Error(`market fill ${tradeId}: an order was not open`);
    return rows.map(toOrder);
  }

  async close(tx: Tx, orderId: string, status: 'cancelled' | 'expired', at: Date): Promise<OrderRecord | null> {
    const rows = rowsOf<OrderRow>(
      await unwrapTx(tx).query(
        `UPDATE market_order SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'open' RETURNING ${ORDER_COLUMNS}`,
        [orderId, status, at],
      ),
    );
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async closeAllOf(tx: Tx, userId: string, at: Date): Promise<void> {
    await unwrapTx(tx).query(`UPDATE market_order SET status = 'cancelled', closed_at = $2 WHERE user_id = $1 AND status = 'open'`, [
      userId,
      at,
    ]);
  }

  async nextDue(tx: Tx, now: Date, userId?: string): Promise<OrderRecord | null> {
    const rows = await this.run<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM market_order
        WHERE status = 'open' AND expires_at <= $1 AND ($2::uuid IS NULL OR user_id = $2)
        ORDER BY expires_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now, userId ?? null],
      tx,
    );
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async order(orderId: string, tx?: Tx): Promise<OrderRecord | null> {
    const rows = await this.run<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM market_order WHERE id = $1`, [orderId], tx);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async pricesSince(itemId: string, since: Date, tx?: Tx): Promise<{ price: number; amount: number }[]> {
    const rows = await this.run<{ price: string; amount: string }>(
      `SELECT price, sum(amount)::bigint AS amount FROM market_trade WHERE item_id = $1 AND at > $2 GROUP BY price`,
      [itemId, since],
      tx,
    );
    return rows.map((r) => ({ price: Number(r.price), amount: Number(r.amount) }));
  }

  async levels(itemId: string, side: MarketSide, now: Date, limit: number): Promise<{ price: number; amount: number }[]> {
    const rows = await this.run<{ price: string; amount: string }>(
      `SELECT price, sum(amount - filled)::bigint AS amount FROM market_order
        WHERE item_id = $1 AND side = $2 AND status = 'open' AND expires_at > $3
        GROUP BY price ORDER BY price ${side === 'buy' ? 'DESC' : 'ASC'} LIMIT $4`,
      [itemId, side, now, limit],
    );
    return rows.map((r) => ({ price: Number(r.price), amount: Number(r.amount) }));
  }

  async lastTrades(itemId: string, limit: number): Promise<TradeRecord[]> {
    const rows = await this.run<TradeRow>(
      `SELECT ${TRADE_COLUMNS} FROM market_trade WHERE item_id = $1 ORDER BY at DESC, seq DESC LIMIT $2`,
      [itemId, limit],
    );
    return rows.map(toTrade);
  }

  async openOf(userId: string, now: Date): Promise<OrderRecord[]> {
    const rows = await this.run<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM market_order WHERE user_id = $1 AND status = 'open' AND expires_at > $2 ORDER BY seq DESC`,
      [userId, now],
    );
    return rows.map(toOrder);
  }

  async closedOf(userId: string, limit: number): Promise<OrderRecord[]> {
    const rows = await this.run<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM market_order WHERE user_id = $1 AND status <> 'open' ORDER BY closed_at DESC, seq DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toOrder);
  }

  async tradesOfOrder(orderId: string, tx?: Tx): Promise<TradeRecord[]> {
    const rows = await this.run<TradeRow>(
      `SELECT ${TRADE_COLUMNS} FROM market_trade WHERE buy_order_id = $1 OR sell_order_id = $1 ORDER BY seq`,
      [orderId],
      tx,
    );
    return rows.map(toTrade);
  }

  async summaries(itemIds: string[] | null, now: Date): Promise<MarketSummary[]> {
    const rows = await this.run<{
      item_id: string;
      best_bid: string | null;
      best_ask: string | null;
      bid_amount: string;
      ask_amount: string;
    }>(
      `SELECT item_id,
              max(price) FILTER (WHERE side = 'buy') AS best_bid,
              min(price) FILTER (WHERE side = 'sell') AS best_ask,
              coalesce(sum(amount - filled) FILTER (WHERE side = 'buy'), 0)::bigint AS bid_amount,
              coalesce(sum(amount - filled) FILTER (WHERE side = 'sell'), 0)::bigint AS ask_amount
         FROM market_order
        WHERE status = 'open' AND expires_at > $1 AND ($2::uuid[] IS NULL OR item_id = ANY($2::uuid[]))
        GROUP BY item_id`,
      [now, itemIds],
    );
    return rows.map((r) => ({
      itemId: r.item_id,
      bestBid: r.best_bid === null ? null : Number(r.best_bid),
      bestAsk: r.best_ask === null ? null : Number(r.best_ask),
      bidAmount: Number(r.bid_amount),
      askAmount: Number(r.ask_amount),
    }));
  }

  async trades(query: TradeListQuery): Promise<{ rows: TradeRecord[]; total: number }> {
    const where = `($1::uuid IS NULL OR item_id = $1) AND ($2::uuid IS NULL OR buyer_id = $2 OR seller_id = $2)
      AND ($3::timestamptz IS NULL OR at >= $3) AND ($4::timestamptz IS NULL OR at < $4) AND ($5::uuid[] IS NULL OR id = ANY($5::uuid[]))`;
    const params = [query.itemId ?? null, query.userId ?? null, query.from ?? null, query.to ?? null, query.ids ?? null];
    const [{ total }] = await this.run<{ total: number }>(`SELECT count(*)::int AS total FROM market_trade WHERE ${where}`, params);
    const rows = await this.run<TradeRow>(
      `SELECT ${TRADE_COLUMNS} FROM market_trade WHERE ${where}
        ORDER BY ${TRADE_SORT[query.sortField]} ${query.sortOrder === 'DESC' ? 'DESC' : 'ASC'}, seq DESC LIMIT $6 OFFSET $7`,
      [...params, query.limit, query.offset],
    );
    return { rows: rows.map(toTrade), total };
  }

  async volume(itemId: string, since: Date): Promise<{ day: string; amount: number; gold: number; trades: number }[]> {
    const rows = await this.run<{ day: string; amount: string; gold: string; trades: number }>(
      `SELECT to_char(date_trunc('day', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
              sum(amount)::bigint AS amount, sum(gold)::bigint AS gold, count(*)::int AS trades
         FROM market_trade WHERE item_id = $1 AND at >= $2 GROUP BY 1 ORDER BY 1`,
      [itemId, since],
    );
    return rows.map((r) => ({ day: r.day, amount: Number(r.amount), gold: Number(r.gold), trades: r.trades }));
  }
}
