// Market figures for `npm run bench`: order placement with matching by 64 players on two items, crossing orders.
import { json } from './setup.mjs';

/**
 * Gives every trader a stock of both items through the user admin (ledger written) and lifts the open-order limit
 * (a trader whose orders rest for a moment must not be refused), then answers the autocannon request options: each
 * request one order of 1 unit at one price, even traders selling and odd traders buying, a sell and the buy after it
 * on one item and the next pair on the other: both items always have orders in flight (with the item switching every
 * 64 requests instead, the 32 connections' requests were nearly all for one item for half of the run, and matches of
 * one item wait for each other), and on each item sells and buys alternate, so about every second order rests and
 * the next one fills against it at once (a run ends with about twice as many orders as trades). A trader's item
 * changes from one round of the 64 traders to the next.
 */
export async function marketLoad(base, adminToken, tokens, itemIds) {
  await json(base, '/api/setting', { token: adminToken, body: { key: 'MarketMaxOpenOrders', value: '100' } });
  for (const token of tokens) {
    const me = await json(base, '/api/clientUser/getme', { token });
    for (const itemId of itemIds) {
      await json(base, '/api/user/AddInventoryItem', {
        token: adminToken,
        form: { userId: me.id, itemId, deltaAmount: '1000000', remove: 'false' },
      });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the settings snapshot refreshes once a second
  let next = 0;
  return {
    path: '/api/market/orders',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const k = next++;
          const trader = k % tokens.length;
          const body = JSON.stringify({
            itemId: itemIds[(Math.floor(k / 2) + Math.floor(k / tokens.length)) % itemIds.length],
            side: trader % 2 ? 'buy' : 'sell',
            price: 20,
            amount: 1,
          });
          return { ...request, body, headers: { ...request.headers, authorization: `Bearer ${tokens[trader]}` } };
        },
      },
    ],
  };
}

/** Orders whose escrow or fills differ from the ledger (0 when the market is exact). */
export async function marketDrift(db) {
  const { rows } = await db.query(`
    SELECT count(*)::int AS drift FROM market_order o
     CROSS JOIN LATERAL (SELECT coalesce(sum(l.delta), 0)::bigint AS net FROM ledger l
                          WHERE l.reference = o.id::text AND l.user_id = o.user_id AND l.reason IN ('market-escrow-in', 'market-escrow-out')) e
     WHERE -e.net <> CASE WHEN o.side = 'sell' THEN o.filled + CASE WHEN o.status = 'open' THEN o.amount - o.filled ELSE 0 END
                          ELSE o.gold + CASE WHEN o.status = 'open' THEN o.price * (o.amount - o.filled) ELSE 0 END END`);
  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*) FROM market_order)::int AS orders, (SELECT count(*) FROM market_trade)::int AS trades`,
  );
  return { drift: rows[0].drift, ...counts[0] };
}
