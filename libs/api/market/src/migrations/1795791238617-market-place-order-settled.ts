import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `market_place_order_settled`: an order's whole first transaction in one call, so the API sends it as one statement
 * in autocommit and PostgreSQL commits and releases the item's lock itself, without waiting for the API. In order:
 *
 * 1. the item's matching lock, then the player's placement lock (as `market_place_order`);
 * 2. the open-order limit and the player's own crossing orders, in one scan of the player's open orders;
 * 3. the best crossing open order of another player, `FOR UPDATE SKIP LOCKED`, with a fresh snapshot (a VOLATILE
 *    PL/pgSQL function takes one per statement, so the read sees what the item's previous match committed);
 * 4. both players' user rows in id order (identity's `identity_lock_players`); a resting order whose owner's account is
 *    gone is closed as cancelled and the next best one taken (its escrow went with the account);
 * 5. the order with its first fill, the resting order's fill and the trade row (one statement, as
 *    `market_place_order`), answered as its rows tagged `resting`, `taker` and `maker`;
 * 6. the escrow and the fill's holdings movements of both players through economy's `economy_apply_holdings`: the
 *    escrow and the taker's side of the fill in one call, except when the fill credits the holding the escrow debits (a
 *    buyer's unspent escrow back: each holding's guard checks its net change, so the escrow goes first on its own).
 *
 * A refusal (the open-order limit, an own crossing order, the placing account gone, a holding too small) raises
 * SQLSTATE `GHM01`, so the whole statement rolls back and nothing is written; the caller finds out which through the
 * multi-statement path. The ledger reasons are the market's (`market-escrow-in`, `market-escrow-out`, `market-fill`,
 * `market-tariff`); the fill is `min(open units of both)` at the resting order's price, the tariff
 * `floor(gold x tariff% / 100)` out of the seller's gold, as the domain's `planFill`.
 */
export class MarketPlaceOrderSettled1795791238617 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION market_place_order_settled(
        p_id uuid, p_user uuid, p_item uuid, p_side text, p_price bigint, p_amount int,
        p_now timestamptz, p_expires timestamptz, p_max_open int, p_tariff_percent int, p_trade uuid, p_gold uuid)
      RETURNS TABLE (role text, id uuid, user_id uuid, side text, price bigint, amount int, filled int, status text,
                     gold bigint, tariff bigint, seq bigint)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        m market_order;
        locked uuid[];
        n int;
        g bigint;
        t bigint;
        buyer uuid;
        seller uuid;
        refund bigint;
        tb int;
        bb int;
        sb int;
        escrow jsonb;
        moves jsonb;
        written int;
        refused int;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market'), hashtext(p_item::text));
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market.player'), hashtext(p_user::text));
        IF (SELECT count(*) >= p_max_open
                   OR coalesce(bool_or(o.item_id = p_item AND o.side <> p_side
                                       AND CASE WHEN p_side = 'buy' THEN o.price <= p_price ELSE o.price >= p_price END), false)
              FROM market_order o
             WHERE o.user_id = p_user AND o.status = 'open' AND o.expires_at > p_now) THEN
          RAISE EXCEPTION 'market order refused: open-order limit or own crossing order' USING ERRCODE = 'GHM01';
        END IF;
        LOOP
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
          SELECT array_agg(a.id) INTO locked
            FROM identity_lock_players(CASE WHEN m.id IS NULL THEN ARRAY[p_user] ELSE ARRAY[p_user, m.user_id] END) a;
          IF locked IS NULL OR NOT p_user = ANY(locked) THEN
            RAISE EXCEPTION 'market order refused: the account is gone' USING ERRCODE = 'GHM01';
          END IF;
          EXIT WHEN m.id IS NULL OR m.user_id = ANY(locked);
          UPDATE market_order o SET status = 'cancelled', closed_at = p_now WHERE o.id = m.id AND o.status = 'open';
        END LOOP;

        -- Ledger order, as every several-players write: the players by id, each one's movements in turn (escrow first).
        tb := CASE WHEN m.id IS NULL OR p_user < m.user_id THEN 0 ELSE 4 END;
        IF p_side = 'buy' THEN
          escrow := jsonb_build_object('ord', tb, 'user_id', p_user, 'kind', 'currency', 'ref_id', p_gold, 'delta', -(p_price * p_amount),
                                       'reason', 'market-escrow-in', 'reference', p_id::text, 'consume', false);
        ELSE
          escrow := jsonb_build_object('ord', tb, 'user_id', p_user, 'kind', 'item', 'ref_id', p_item, 'delta', -p_amount,
                                       'reason', 'market-escrow-in', 'reference', p_id::text, 'consume', true);
        END IF;

        IF m.id IS NULL THEN
          RETURN QUERY WITH ins AS (
            INSERT INTO market_order (id, user_id, item_id, side, price, amount, created_at, expires_at)
            VALUES (p_id, p_user, p_item, p_side, p_price, p_amount, p_now, p_expires)
            RETURNING *)
          SELECT 'taker'::text, ins.id, ins.user_id, ins.side, ins.price, ins.amount, ins.filled, ins.status, ins.gold, ins.tariff, ins.seq
            FROM ins;
          moves := jsonb_build_array(escrow);
        ELSE
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
          GET DIAGNOSTICS written = ROW_COUNT;
          -- The resting order is locked and open when it is met: anything else is a bug, and the statement rolls back.
          IF written <> 3 THEN
            RAISE EXCEPTION 'market fill %: the resting order % was not open', p_trade, m.id;
          END IF;

          buyer := CASE WHEN p_side = 'buy' THEN p_user ELSE m.user_id END;
          seller := CASE WHEN p_side = 'buy' THEN m.user_id ELSE p_user END;
          bb := CASE WHEN p_side = 'buy' THEN tb + 1 ELSE 4 - tb END;
          sb := CASE WHEN p_side = 'sell' THEN tb + 1 ELSE 4 - tb END;
          refund := CASE WHEN p_side = 'buy' THEN (p_price - m.price) * n ELSE 0 END;
          moves := jsonb_build_array(
            jsonb_build_object('ord', bb, 'user_id', buyer, 'kind', 'item', 'ref_id', p_item, 'delta', n,
                               'reason', 'market-fill', 'reference', p_trade::text, 'consume', false),
            jsonb_build_object('ord', sb, 'user_id', seller, 'kind', 'currency', 'ref_id', p_gold, 'delta', g,
                               'reason', 'market-fill', 'reference', p_trade::text, 'consume', false));
          IF refund > 0 THEN
            moves := moves || jsonb_build_object('ord', bb + 1, 'user_id', buyer, 'kind', 'currency', 'ref_id', p_gold, 'delta', refund,
                                                 'reason', 'market-escrow-out', 'reference', p_id::text, 'consume', false);
          END IF;
          IF t > 0 THEN
            moves := moves || jsonb_build_object('ord', sb + 1, 'user_id', seller, 'kind', 'currency', 'ref_id', p_gold, 'delta', -t,
                                                 'reason', 'market-tariff', 'reference', p_trade::text, 'consume', false);
          END IF;
          -- The escrow and the taker's side share one call unless that side credits the holding the escrow debits.
          IF refund > 0 THEN
            SELECT count(*) FILTER (WHERE a.amount IS NULL) INTO refused
              FROM economy_apply_holdings(jsonb_build_array(escrow), '[]'::jsonb) a;
            IF refused > 0 THEN
              RAISE EXCEPTION 'market order refused: a holding is too small' USING ERRCODE = 'GHM01';
            END IF;
          ELSE
            moves := moves || escrow;
          END IF;
        END IF;

        SELECT count(*) FILTER (WHERE a.amount IS NULL) INTO refused FROM economy_apply_holdings(moves, '[]'::jsonb) a;
        IF refused > 0 THEN
          RAISE EXCEPTION 'market order refused: a holding is too small' USING ERRCODE = 'GHM01';
        END IF;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION market_place_order_settled(uuid, uuid, uuid, text, bigint, integer, timestamptz, timestamptz, integer, integer, uuid, uuid)`,
    );
  }
}
