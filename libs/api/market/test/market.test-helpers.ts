import { MARKET_LEDGER_REASONS as R, PlaceMarketOrderBody } from '@grimhunt/contracts';
import { Player, TestApp } from '@grimhunt/api-testing';

/**
 * The market's escrow and fills agree with the ledger, so no gold or item was created or lost:
 * - per order, its escrow ledger lines (reference = order id) net to what it handed over plus what it still holds
 *   (sell: units filled + units open; buy: gold paid for fills + gold at the limit for the units open);
 * - per order, its fill equals the units of its trades;
 * - per trade, the buyer got the units, the seller the gold, and the tariff left the seller (reference = trade id).
 * Orders and trades of deleted accounts are left out: their ledger rows went with the account.
 */
export async function auditMarket(t: TestApp): Promise<void> {
  const orders = await t.dataSource.query(
    `SELECT o.id, o.side, o.status, o.amount, o.filled, o.gold, -e.net AS held_out, tr.units
       FROM market_order o
       CROSS JOIN LATERAL (SELECT coalesce(sum(l.delta), 0)::bigint AS net FROM ledger l
                            WHERE l.reference = o.id::text AND l.user_id = o.user_id AND l.reason IN ($1, $2)) e
       CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount), 0)::bigint AS units FROM market_trade t
                            WHERE t.buy_order_id = o.id OR t.sell_order_id = o.id) tr
      WHERE EXISTS (SELECT 1 FROM user_account u WHERE u.id = o.user_id)
        AND (-e.net <> CASE WHEN o.side = 'sell' THEN o.filled + CASE WHEN o.status = 'open' THEN o.amount - o.filled ELSE 0 END
                           ELSE o.gold + CASE WHEN o.status = 'open' THEN o.price * (o.amount - o.filled) ELSE 0 END END
         OR tr.units <> o.filled)`,
    [R.escrowIn, R.escrowOut],
  );
  expect(orders).toEqual([]);
  const trades = await t.dataSource.query(
    `SELECT t.id FROM market_trade t
      WHERE EXISTS (SELECT 1 FROM user_account u WHERE u.id = t.buyer_id)
        AND EXISTS (SELECT 1 FROM user_account u WHERE u.id = t.seller_id)
        AND ((SELECT coalesce(sum(delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.buyer_id AND kind = 'item' AND reason = $1) <> t.amount
         OR (SELECT coalesce(sum(delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.seller_id AND kind = 'currency' AND reason = $1) <> t.gold
         OR (SELECT coalesce(sum(-delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.seller_id AND reason = $2) <> t.tariff)`,
    [R.fill, R.tariff],
  );
  expect(trades).toEqual([]);
}

export function placeOrder(t: TestApp, who: Player, body: Partial<Record<keyof PlaceMarketOrderBody, unknown>>, http = t.http) {
  return http.postJson('/api/market/orders', body, who.token);
}
