import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `economy_apply_holdings(lines, orders)`: the one definition of economy's set-based holdings write
 * (`HoldingsStore.applyMany` calls it for every caller; the market's order placement calls it from its own SQL
 * function so an order's first transaction is one statement). Economy owns it: it writes economy's rows only
 * (wallet, inventory, ledger, equipment), and the caller must already hold every listed player's user row.
 *
 * - `lines`: a JSON array of `{ord, user_id, kind ('currency' | 'item'), ref_id, delta, reason, reference, consume}`;
 * - `orders`: a JSON array of equip orders `{user_id, item_id, if_none_of, replaces}`.
 *
 * The players' ids are gathered from both once, so every row is reached through the `user_id` index whatever plan
 * PostgreSQL keeps; the caller's statement has no parameter whose size follows the number of players.
 *
 * Net change per holding (an UPDATE guarded by `amount + delta >= 0`, or an INSERT of a new row for a credit), a
 * ledger line per change in `ord` order with the balance after it, consumed items that reached 0 unequipped
 * everywhere, the equip orders (into the player's active setup, when owned after the change; `if_none_of`: when no
 * owned item among those is equipped there, as the statement's snapshot sees it; `replaces`: those ids leave the
 * active setup when the order is equipped). Answers one row per changed holding: its new amount, or null when its
 * guard refused it (the other rows were still written: the caller must then roll back).
 */
export class EconomyApplyHoldings1795791238417 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION economy_apply_holdings(p_lines jsonb, p_orders jsonb)
      RETURNS TABLE (user_id uuid, kind text, ref_id uuid, amount text)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        players uuid[] := ARRAY(SELECT DISTINCT (x->>'user_id')::uuid FROM jsonb_array_elements(p_lines || p_orders) AS e(x));
      BEGIN
        RETURN QUERY
        WITH m AS (
          SELECT * FROM jsonb_to_recordset(p_lines)
            AS m(ord int, user_id uuid, kind text, ref_id uuid, delta bigint, reason text, reference text, consume boolean)
        ), net AS (
          SELECT m.user_id, m.kind, m.ref_id, sum(m.delta)::bigint AS delta, bool_or(m.consume) AS consume FROM m
           GROUP BY m.user_id, m.kind, m.ref_id
        ), wu AS (
          UPDATE wallet t SET amount = t.amount + n.delta FROM net n
           WHERE n.kind = 'currency' AND t.user_id = ANY(players) AND t.user_id = n.user_id AND t.currency_id = n.ref_id
             AND t.amount + n.delta >= 0
          RETURNING t.user_id, 'currency'::text AS kind, t.currency_id AS ref_id, t.amount::bigint AS amount
        ), wi AS (
          INSERT INTO wallet AS w (user_id, currency_id, amount)
          SELECT n.user_id, n.ref_id, n.delta FROM net n
           WHERE n.kind = 'currency' AND n.delta >= 0
             AND NOT EXISTS (SELECT 1 FROM wallet x WHERE x.user_id = n.user_id AND x.currency_id = n.ref_id)
          ON CONFLICT DO NOTHING
          RETURNING w.user_id, 'currency'::text AS kind, w.currency_id AS ref_id, w.amount::bigint AS amount
        ), iu AS (
          UPDATE inventory t SET amount = t.amount + n.delta FROM net n
           WHERE n.kind = 'item' AND t.user_id = ANY(players) AND t.user_id = n.user_id AND t.item_id = n.ref_id
             AND t.amount + n.delta >= 0
          RETURNING t.user_id, 'item'::text AS kind, t.item_id AS ref_id, t.amount::bigint AS amount
        ), ii AS (
          INSERT INTO inventory AS v (user_id, item_id, amount)
          SELECT n.user_id, n.ref_id, n.delta FROM net n
           WHERE n.kind = 'item' AND n.delta >= 0
             AND NOT EXISTS (SELECT 1 FROM inventory x WHERE x.user_id = n.user_id AND x.item_id = n.ref_id)
          ON CONFLICT DO NOTHING
          RETURNING v.user_id, 'item'::text AS kind, v.item_id AS ref_id, v.amount::bigint AS amount
        ), done AS (
          SELECT * FROM wu UNION ALL SELECT * FROM wi UNION ALL SELECT * FROM iu UNION ALL SELECT * FROM ii
        ), l AS (
          INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference)
          SELECT m.user_id, m.kind, m.ref_id, m.delta,
                 d.amount - coalesce(sum(m.delta) OVER (PARTITION BY m.user_id, m.kind, m.ref_id ORDER BY m.ord
                                                        ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
                 m.reason, m.reference
            FROM m JOIN done d ON d.user_id = m.user_id AND d.kind = m.kind AND d.ref_id = m.ref_id
           ORDER BY m.ord
        ), e AS (
          DELETE FROM equipment x
           WHERE x.user_id = ANY(players)
             AND (x.user_id, x.item_id) IN (SELECT d.user_id, d.ref_id FROM done d JOIN net n USING (user_id, kind, ref_id)
                                            WHERE d.kind = 'item' AND d.amount = 0 AND n.consume)
        ), o AS (
          SELECT o.*, coalesce((SELECT s.active_setup FROM player_setup s WHERE s.user_id = o.user_id), 0) AS setup_index
            FROM jsonb_to_recordset(p_orders) AS o(user_id uuid, item_id uuid, if_none_of uuid[], replaces uuid[])
        ), go AS (
          SELECT o.user_id, o.setup_index, o.item_id, o.replaces FROM o
           WHERE coalesce((SELECT d.amount FROM done d WHERE d.user_id = o.user_id AND d.kind = 'item' AND d.ref_id = o.item_id),
                          (SELECT i.amount FROM inventory i WHERE i.user_id = o.user_id AND i.item_id = o.item_id), 0) > 0
             AND (o.if_none_of IS NULL OR NOT EXISTS (
                   SELECT 1 FROM equipment e JOIN inventory i ON i.user_id = e.user_id AND i.item_id = e.item_id AND i.amount > 0
                    WHERE e.user_id = o.user_id AND e.item_id = ANY(o.if_none_of) AND e.setup_index = o.setup_index))
        ), r AS (
          DELETE FROM equipment x USING go
           WHERE x.user_id = go.user_id AND x.setup_index = go.setup_index AND x.item_id = ANY(go.replaces) AND x.item_id <> go.item_id
        ), q AS (
          INSERT INTO equipment (user_id, setup_index, item_id)
          SELECT go.user_id, go.setup_index, go.item_id FROM go
          ON CONFLICT DO NOTHING
        )
        SELECT n.user_id, n.kind, n.ref_id, d.amount::text AS amount FROM net n LEFT JOIN done d USING (user_id, kind, ref_id);
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION economy_apply_holdings(jsonb, jsonb)`);
  }
}
