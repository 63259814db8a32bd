import { MigrationInterface, QueryRunner } from 'typeorm';
import { MarketPlaceOrder1795758364950 } from './1795758364950-market-place-order';

/**
 * `market_place_order` again, with the same locks in the same order and the same reads after them, in fewer
 * statements and with a shorter answer:
 *
 * 1. the item's matching lock, then the player's placement lock (as before);
 * 2. the open-order limit and the player's own crossing orders in one scan of the player's open orders (before: a count
 *    and an `EXISTS`, two scans), before the best resting order is read, so a refused order locks no resting order;
 * 3. the best crossing open order of another player, `FOR UPDATE SKIP LOCKED`, with a fresh snapshot (a VOLATILE
 *    PL/pgSQL function takes one per statement);
 * 4. the order with its first fill, the resting order's fill and the trade row in one statement (data-modifying
 *    common table expressions; before: three), which also answers the rows.
 *
 * The answer drops what the caller passed in or can tell from the status (item, creation and expiry times, the close
 * time of a new order, which is the creation time when it filled at once): rows tagged `resting` (the resting order as
 * locked, before the fill), `taker` (the new order) and `maker` (the resting order after the fill), each with the id,
 * owner, side, price, amount, fill, status, gold, tariff and sequence number.
 */
export class MarketPlaceOrderLean1795779696491 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION market_place_order(uuid, uuid, uuid, text, bigint, integer, timestamptz, timestamptz, integer, integer, uuid)`,
    );
    await q.query(`
      CREATE FUNCTION market_place_order(
        p_id uuid, p_user uuid, p_item uuid, p_side text, p_price bigint, p_amount int,
        p_now timestamptz, p_expires timestamptz, p_max_open int, p_tariff_percent int, p_trade uuid)
      RETURNS TABLE (role text, id uuid, user_id uuid, side text, price bigint, amount int, filled int, status text,
                     gold bigint, tariff bigint, seq bigint)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        m market_order;
        n int;
        g bigint;
        t bigint;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market'), hashtext(p_item::text));
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market.player'), hashtext(p_user::text));
        IF (SELECT count(*) >= p_max_open
                   OR coalesce(bool_or(o.item_id = p_item AND o.side <> p_side
                                       AND CASE WHEN p_side = 'buy' THEN o.price <= p_price ELSE o.price >= p_price END), false)
              FROM market_order o
             WHERE o.user_id = p_user AND o.status = 'open' AND o.expires_at > p_now) THEN
          RETURN;
        END IF;
        IF p_side = 'buy' THEN
          SELECT * INTO m FROM market_order o
           WHERE o.item_id = p_item AND o.side = 'sell' AND o.status = 'open' AND o.price <= p_price AND o.user_id <> p_user
             AND o.expires_at > p_now
           ORDER BY o.price ASC, o.seq ASC
           LIMIT 1 FOR UPDATE SKIP LOCKED;
        ELSE
          SELECT * INTO m FROM market_order o
           WHERE o.item_id = p_item AND o.side = 'buy' AND o.status = 'open' AND o.price >= p_price AND o.user_id <> p_user
             AND o.expires_at > p_now
           ORDER BY o.price DESC, o.seq ASC
           LIMIT 1 FOR UPDATE SKIP LOCKED;
        END IF;
        IF m.id IS NULL THEN
          RETURN QUERY WITH ins AS (
            INSERT INTO market_order (id, user_id, item_id, side, price, amount, created_at, expires_at)
            VALUES (p_id, p_user, p_item, p_side, p_price, p_amount, p_now, p_expires)
            RETURNING *)
          SELECT 'taker'::text, ins.id, ins.user_id, ins.side, ins.price, ins.amount, ins.filled, ins.status, ins.gold, ins.tariff, ins.seq
            FROM ins;
          RETURN;
        END IF;
        n := least(p_amount, m.amount - m.filled);
        g := m.price * n;
        t := (g * p_tariff_percent) / 100;
        RETURN QUERY WITH ins AS (
          INSERT INTO market_order (id, user_id, item_id, side, price, amount, filled, gold, tariff, status, closed_at, created_at, expires_at)
          VALUES (p_id, p_user, p_item, p_side, p_price, p_amount, n,
                  CASE WHEN p_side = 'buy' THEN g ELSE g - t END, CASE WHEN p_side = 'buy' THEN 0 ELSE t END,
                  CASE WHEN n = p_amount THEN 'filled' ELSE 'open' END, CASE WHEN n = p_amount THEN p_now END, p_now, p_expires)
          RETURNING *),
        mk AS (
          UPDATE market_order o
             SET filled = o.filled + n,
                 gold = o.gold + CASE WHEN o.side = 'buy' THEN g ELSE g - t END,
                 tariff = o.tariff + CASE WHEN o.side = 'sell' THEN t ELSE 0 END,
                 status = CASE WHEN o.filled + n = o.amount THEN 'filled' ELSE o.status END,
                 closed_at = CASE WHEN o.filled + n = o.amount THEN p_now ELSE o.closed_at END
           WHERE o.id = m.id AND o.status = 'open'
          RETURNING o.*),
        tr AS (
          INSERT INTO market_trade (id, item_id, buy_order_id, sell_order_id, buyer_id, seller_id, price, amount, gold, tariff, at)
          VALUES (p_trade, p_item,
                  CASE WHEN p_side = 'buy' THEN p_id ELSE m.id END, CASE WHEN p_side = 'buy' THEN m.id ELSE p_id END,
                  CASE WHEN p_side = 'buy' THEN p_user ELSE m.user_id END, CASE WHEN p_side = 'buy' THEN m.user_id ELSE p_user END,
                  m.price, n, g, t, p_now))
        SELECT 'resting'::text, m.id, m.user_id, m.side, m.price, m.amount, m.filled, m.status, m.gold, m.tariff, m.seq
        UNION ALL
        SELECT 'taker'::text, ins.id, ins.user_id, ins.side, ins.price, ins.amount, ins.filled, ins.status, ins.gold, ins.tariff, ins.seq
          FROM ins
        UNION ALL
        SELECT 'maker'::text, mk.id, mk.user_id, mk.side, mk.price, mk.amount, mk.filled, mk.status, mk.gold, mk.tariff, mk.seq
          FROM mk;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION market_place_order(uuid, uuid, uuid, text, bigint, integer, timestamptz, timestamptz, integer, integer, uuid)`,
    );
    await new MarketPlaceOrder1795758364950().up(q);
  }
}
