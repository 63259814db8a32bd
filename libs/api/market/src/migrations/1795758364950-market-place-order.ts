import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `market_place_order`: the market's part of an order's first transaction in one round trip, so the item's lock is
 * held one round trip shorter. In order:
 *
 * 1. the item's matching lock (the key `market_take_best_order` takes), then the player's placement lock (a
 *    transaction-scoped advisory lock per player: the open-order limit and the own-crossing check below are counted
 *    under it, as the player's user row, locked later by the caller, would otherwise serialize them);
 * 2. the best crossing open order of another player, `FOR UPDATE SKIP LOCKED`, read after both locks with a fresh
 *    snapshot (a VOLATILE PL/pgSQL function takes one per statement);
 * 3. nothing more when the player holds `p_max_open` open orders or one this order would cross (the caller reads why);
 * 4. the order, already carrying its first fill against that resting order: `least(units, resting units)` at the
 *    resting order's price, the tariff `floor(gold x percent / 100)` out of the seller's gold; the resting order's fill
 *    (closed when filled) and the trade row.
 *
 * Answers rows tagged `resting` (the resting order as locked, before the fill), `taker` (the new order) and `maker`
 * (the resting order after the fill). The caller plans the same fill with the domain's `planFill` from the `resting`
 * row and rolls the transaction back if the written fill differs.
 */
export class MarketPlaceOrder1795758364950 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION market_place_order(
        p_id uuid, p_user uuid, p_item uuid, p_side text, p_price bigint, p_amount int,
        p_now timestamptz, p_expires timestamptz, p_max_open int, p_tariff_percent int, p_trade uuid)
      RETURNS TABLE (role text, id uuid, user_id uuid, item_id uuid, side text, price bigint, amount int, filled int, status text,
                     gold bigint, tariff bigint, seq bigint, created_at timestamptz, expires_at timestamptz, closed_at timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        m market_order;
        n int := 0;
        g bigint := 0;
        t bigint := 0;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market'), hashtext(p_item::text));
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market.player'), hashtext(p_user::text));
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
        IF (SELECT count(*) FROM market_order o WHERE o.user_id = p_user AND o.status = 'open' AND o.expires_at > p_now) >= p_max_open
           OR EXISTS (SELECT 1 FROM market_order o
                       WHERE o.user_id = p_user AND o.item_id = p_item AND o.side <> p_side AND o.status = 'open' AND o.expires_at > p_now
                         AND CASE WHEN p_side = 'buy' THEN o.price <= p_price ELSE o.price >= p_price END) THEN
          RETURN;
        END IF;
        IF m.id IS NOT NULL THEN
          n := least(p_amount, m.amount - m.filled);
          g := m.price * n;
          t := (g * p_tariff_percent) / 100;
          RETURN QUERY SELECT 'resting'::text, (m).*;
        END IF;
        RETURN QUERY WITH ins AS (
          INSERT INTO market_order (id, user_id, item_id, side, price, amount, filled, gold, tariff, status, closed_at, created_at, expires_at)
          VALUES (p_id, p_user, p_item, p_side, p_price, p_amount, n,
                  CASE WHEN p_side = 'buy' THEN g ELSE g - t END, CASE WHEN p_side = 'buy' THEN 0 ELSE t END,
                  CASE WHEN n = p_amount THEN 'filled' ELSE 'open' END, CASE WHEN n = p_amount THEN p_now END, p_now, p_expires)
          RETURNING *)
        SELECT 'taker'::text, ins.* FROM ins;
        IF n > 0 THEN
          RETURN QUERY WITH mk AS (
            UPDATE market_order o
               SET filled = o.filled + n,
                   gold = o.gold + CASE WHEN o.side = 'buy' THEN g ELSE g - t END,
                   tariff = o.tariff + CASE WHEN o.side = 'sell' THEN t ELSE 0 END,
                   status = CASE WHEN o.filled + n = o.amount THEN 'filled' ELSE o.status END,
                   closed_at = CASE WHEN o.filled + n = o.amount THEN p_now ELSE o.closed_at END
             WHERE o.id = m.id AND o.status = 'open'
            RETURNING o.*)
          SELECT 'maker'::text, mk.* FROM mk;
          INSERT INTO market_trade (id, item_id, buy_order_id, sell_order_id, buyer_id, seller_id, price, amount, gold, tariff, at)
          VALUES (p_trade, p_item,
                  CASE WHEN p_side = 'buy' THEN p_id ELSE m.id END, CASE WHEN p_side = 'buy' THEN m.id ELSE p_id END,
                  CASE WHEN p_side = 'buy' THEN p_user ELSE m.user_id END, CASE WHEN p_side = 'buy' THEN m.user_id ELSE p_user END,
                  m.price, n, g, t, p_now);
        END IF;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION market_place_order(uuid, uuid, uuid, text, bigint, integer, timestamptz, timestamptz, integer, integer, uuid)`,
    );
  }
}
