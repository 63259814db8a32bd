// The market's part of the chaos and topology loads: orders and cancels through the API, booked for the audit.

/**
 * The load's market operations, booked in the run's records: an acknowledged order by its id (`marketOrder`), an
 * order whose outcome is unknown (a reset, a timeout, a 5xx) per player, and each cancel that succeeded
 * (`marketCancel`; the audit checks that no order was cancelled twice).
 */
export function marketLoad({ call, ackedOnce, book, apis }) {
  return {
    /** One order of `p` through `api`. */
    async order(p, api, order) {
      const res = await call(api, 'POST', '/api/market/orders', { token: p.token, op: 'market order', json: order });
      if (res.outcome === 'ok' && res.body?.order?.id) ackedOnce('marketOrder', res.body.order.id, p.id);
      if (res.outcome === 'unknown') book('marketOrder', p.id, 'unknown');
    },
    /** Cancels the player's newest open order through every API process at once: at most one cancel may succeed. */
    async cancel(p, api) {
      const mine = await call(api, 'GET', '/api/market/orders/mine', { token: p.token, op: 'market mine' });
      const open = mine.outcome === 'ok' ? mine.body?.open?.[0] : null;
      if (!open) return;
      await Promise.all(
        apis().map(async (via) => {
          const res = await call(via, 'DELETE', `/api/market/orders/${open.id}`, { token: p.token, op: 'market cancel' });
          if (res.outcome === 'ok') ackedOnce('marketCancel', open.id, p.id);
        }),
      );
    },
  };
}
