import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `market_take_best_order`: the first two steps of a match in one round trip. It takes the item's matching lock (a
 * transaction-scoped advisory lock: matches of one item wait for each other), then answers the best crossing open
 * order of another player, locked `FOR UPDATE SKIP LOCKED`.
 *
 * Why a function: in READ COMMITTED a statement sees the rows committed before it started, so one plain statement
 * that waited for the lock would read the book as it was before the previous match of the item committed (an order
 * that match left resting would be missing, and the new order would rest across it). A VOLATILE PL/pgSQL function
 * takes a new snapshot for each statement in it: the read after the lock sees everything the previous match wrote.
 */
export class MarketTakeBestOrder1795756099915 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION market_take_best_order(p_item uuid, p_taker_side text, p_limit bigint, p_taker uuid, p_now timestamptz)
      RETURNS SETOF market_order
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('grimhunt.market'), hashtext(p_item::text));
        IF p_taker_side = 'buy' THEN
          RETURN QUERY SELECT * FROM market_order
            WHERE item_id = p_item AND side = 'sell' AND status = 'open' AND price <= p_limit AND user_id <> p_taker AND expires_at > p_now
            ORDER BY price ASC, seq ASC
            LIMIT 1 FOR UPDATE SKIP LOCKED;
        ELSE
          RETURN QUERY SELECT * FROM market_order
            WHERE item_id = p_item AND side = 'buy' AND status = 'open' AND price >= p_limit AND user_id <> p_taker AND expires_at > p_now
            ORDER BY price DESC, seq ASC
            LIMIT 1 FOR UPDATE SKIP LOCKED;
        END IF;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION market_take_best_order(uuid, text, bigint, uuid, timestamptz)`);
  }
}
