import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketplace: open and closed orders and the trades between them. An order's escrow (its items, or its gold at
 * the limit price) is out of the player's holdings while the order is open; the ledger rows of every movement
 * reference the order (escrow) or the trade (fills, tariff). The CHECKs keep an order from being filled beyond its
 * amount and keep its status, fill and close time consistent.
 */
export class Market1735000000100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market_order (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        item_id uuid NOT NULL,
        side text NOT NULL CHECK (side IN ('buy', 'sell')),
        price bigint NOT NULL CHECK (price > 0),
        amount int NOT NULL CHECK (amount > 0),
        filled int NOT NULL DEFAULT 0 CHECK (filled >= 0 AND filled <= amount),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'filled', 'cancelled', 'expired')),
        gold bigint NOT NULL DEFAULT 0 CHECK (gold >= 0),
        tariff bigint NOT NULL DEFAULT 0 CHECK (tariff >= 0),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        closed_at timestamptz,
        CHECK ((status = 'open') = (closed_at IS NULL)),
        CHECK (status <> 'filled' OR filled = amount),
        CHECK (status <> 'open' OR filled < amount)
      )`);
    await q.query(`CREATE INDEX market_order_book_idx ON market_order (item_id, side, price, seq) WHERE status = 'open'`);
    await q.query(`CREATE INDEX market_order_user_idx ON market_order (user_id, status, created_at DESC)`);
    await q.query(`CREATE INDEX market_order_due_idx ON market_order (expires_at) WHERE status = 'open'`);
    await q.query(`
      CREATE TABLE market_trade (
        id uuid PRIMARY KEY,
        item_id uuid NOT NULL,
        buy_order_id uuid NOT NULL REFERENCES market_order (id),
        sell_order_id uuid NOT NULL REFERENCES market_order (id),
        buyer_id uuid NOT NULL,
        seller_id uuid NOT NULL,
        price bigint NOT NULL CHECK (price > 0),
        amount int NOT NULL CHECK (amount > 0),
        gold bigint NOT NULL CHECK (gold = price * amount),
        tariff bigint NOT NULL CHECK (tariff >= 0 AND tariff <= gold),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        at timestamptz NOT NULL,
        CHECK (buyer_id <> seller_id)
      )`);
    await q.query(`CREATE INDEX market_trade_item_idx ON market_trade (item_id, at DESC, seq DESC)`);
    await q.query(`CREATE INDEX market_trade_at_idx ON market_trade (at DESC)`);
    await q.query(`CREATE INDEX market_trade_buyer_idx ON market_trade (buyer_id, at DESC)`);
    await q.query(`CREATE INDEX market_trade_seller_idx ON market_trade (seller_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE market_trade`);
    await q.query(`DROP TABLE market_order`);
  }
}
