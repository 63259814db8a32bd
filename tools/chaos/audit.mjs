// The audit of `npm run chaos`: the database against itself (ledger sums, nothing negative, nothing delivered twice)
// and against what the clients were told (acknowledged = must be there; acknowledged + unknown = the most there may be).

/**
 * `books[op][playerId] = { acked, unknown }` (units), `ackedIds[kind]`: Map of id -> { player, times } (times: how many
 * success answers that id got). Answers { lines, failures, lost, duplicated }.
 */
export async function audit({ db, apis, world, books, ackedIds, admin, call }) {
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  const lines = [];
  const failures = [];
  let lost = 0;
  let duplicated = 0;
  const players = world.players.map((p) => p.id);

  // 1. Every wallet and inventory equals its ledger sum.
  const drift = await q(`
    WITH balances AS (
      SELECT user_id, 'item' AS kind, item_id AS ref_id, amount::bigint AS amount FROM inventory
      UNION ALL SELECT user_id, 'currency', currency_id, amount FROM wallet
    ), sums AS (SELECT user_id, kind, ref_id, sum(delta)::bigint AS total FROM ledger GROUP BY 1, 2, 3)
    SELECT b.user_id, b.kind, b.ref_id, b.amount, coalesce(s.total, 0) AS total
      FROM balances b FULL JOIN sums s USING (user_id, kind, ref_id)
     WHERE coalesce(b.amount, 0) <> coalesce(s.total, 0)`);
  const [{ n: balances }] = await q(`SELECT (SELECT count(*) FROM inventory) + (SELECT count(*) FROM wallet) AS n`);
  lines.push(`ledger               ${balances} balances checked, ${drift.length} off their ledger sum`);
  if (drift.length > 0) failures.push(`${drift.length} balances differ from their ledger sum, e.g. ${JSON.stringify(drift[0])}`);

  // 2. Nothing negative.
  const [{ n: negative }] = await q(`
    SELECT (SELECT count(*) FROM inventory WHERE amount < 0) + (SELECT count(*) FROM wallet WHERE amount < 0)
         + (SELECT count(*) FROM ledger WHERE balance_after < 0) AS n`);
  lines.push(`negative             ${negative}`);
  if (Number(negative) > 0) failures.push(`${negative} negative balances`);

  // 3. Unit operations (buy, sell, craft): acked <= in the ledger <= acked + unknown, per player.
  const unitChecks = [
    [
      'buy',
      `SELECT user_id, sum(delta)::bigint AS n FROM ledger WHERE reason = 'buy' AND kind = 'item' AND ref_id = $2 AND user_id = ANY($1::uuid[]) GROUP BY 1`,
      world.ids.cheese,
    ],
    [
      'sell',
      `SELECT user_id, -sum(delta)::bigint AS n FROM ledger WHERE reason = 'sell' AND kind = 'item' AND ref_id = $2 AND user_id = ANY($1::uuid[]) GROUP BY 1`,
      world.ids.cheese,
    ],
    [
      'craft',
      `SELECT user_id, sum(delta)::bigint AS n FROM ledger WHERE reason = 'craft' AND kind = 'item' AND ref_id = $2 AND user_id = ANY($1::uuid[]) GROUP BY 1`,
      world.ids.brew,
    ],
  ];
  for (const [op, sql, itemId] of unitChecks) {
    if (!itemId) continue;
    const actual = new Map((await q(sql, [players, itemId])).map((r) => [r.user_id, Number(r.n)]));
    const figures = compare(books[op] ?? {}, actual, players);
    lost += figures.lost;
    duplicated += figures.duplicated;
    lines.push(
      `${op.padEnd(20)} ${figures.acked} units acknowledged, ${figures.unknown} unknown, ${figures.actual} in the ledger: lost ${figures.lost}, duplicated ${figures.duplicated}`,
    );
  }

  // 4. Hunts: every acknowledged journal entry exists; no more hunts than acknowledged + unknown.
  {
    // A player's own hunts; the hunts a friend's hunt took it along on are checked in 4b.
    const rows = await q(
      `SELECT id, user_id FROM journal_entry WHERE type IN (8, 9) AND NOT (data ? 'huntedWith') AND user_id = ANY($1::uuid[])`,
      [players],
    );
    const ids = new Set(rows.map((r) => r.id));
    const missing = [...ackedIds.hunt.keys()].filter((id) => !ids.has(id)).length;
    const perPlayer = new Map();
    for (const r of rows) perPlayer.set(r.user_id, (perPlayer.get(r.user_id) ?? 0) + 1);
    const ackedPer = new Map();
    for (const { player } of ackedIds.hunt.values()) ackedPer.set(player, (ackedPer.get(player) ?? 0) + 1);
    let extra = 0;
    for (const p of players) extra += Math.max(0, (perPlayer.get(p) ?? 0) - (ackedPer.get(p) ?? 0) - (books.hunt?.[p]?.unknown ?? 0));
    lost += missing;
    duplicated += extra;
    lines.push(
      `hunts                ${ackedIds.hunt.size} acknowledged, ${rows.length} in the journal: lost ${missing}, duplicated ${extra}`,
    );
  }

  // 4b. Party hunts: a taken-along hunt runs inside the transaction of the hunt that took it along, which holds the
  // sounder's rows until it commits, so its hunt is the sounder's latest own hunt before it (and only seconds before).
  // No hunt took the same friend twice or more than four friends; every friend an acknowledged answer's party named
  // has its hunt, and every taken-along hunt a refused HUNT answer showed exists.
  {
    const taken = await q(
      `SELECT t.id, t.user_id, s.id AS sounder_hunt, t.at_ms - s.at_ms AS lag_ms
         FROM journal_entry t
         LEFT JOIN LATERAL (
           SELECT s.id, s.at_ms FROM journal_entry s
            WHERE s.user_id::text = t.data->'huntedWith'->>'userId' AND s.type IN (8, 9) AND NOT (s.data ? 'huntedWith') AND s.at_ms <= t.at_ms
            ORDER BY s.at_ms DESC LIMIT 1) s ON true
        WHERE t.type IN (8, 9) AND t.data ? 'huntedWith' AND t.user_id = ANY($1::uuid[])`,
      [players],
    );
    const orphans = taken.filter((t) => !t.sounder_hunt || Number(t.lag_ms) > 30_000);
    const perHuntAndFriend = new Map();
    const perHunt = new Map();
    for (const t of taken.filter((x) => !orphans.includes(x))) {
      const key = `${t.sounder_hunt}:${t.user_id}`;
      perHuntAndFriend.set(key, (perHuntAndFriend.get(key) ?? 0) + 1);
      perHunt.set(t.sounder_hunt, (perHunt.get(t.sounder_hunt) ?? 0) + 1);
    }
    const twice = [...perHuntAndFriend.values()].filter((n) => n > 1).length;
    const overfull = [...perHunt.values()].filter((n) => n > 4).length;
    const acked = ackedIds.partyTaken ?? new Map();
    const missing = [...acked.keys()].filter((key) => !perHuntAndFriend.has(key)).length;
    const takenIds = new Set(taken.map((t) => `${t.id}:${t.user_id}`));
    const shown = ackedIds.takenAlongShown ?? new Map();
    const shownMissing = [...shown].filter(([id, { player }]) => !takenIds.has(`${id}:${player}`)).length;
    lost += missing + shownMissing;
    duplicated += twice;
    lines.push(
      `party hunts          ${taken.length} taken-along hunts in ${perHunt.size} hunts, ${acked.size} acknowledged, ${shown.size} shown on a refused HUNT: lost ${missing + shownMissing}, counted twice ${twice}, without their hunt ${orphans.length}, over 4 friends ${overfull}`,
    );
    if (orphans.length > 0)
      failures.push(`${orphans.length} taken-along hunts without a hunt of the friend who took them, e.g. ${orphans[0].id}`);
    if (overfull > 0) failures.push(`${overfull} hunts took more than 4 friends along`);
  }

  // 4c. Séance maps: a map ghost is credited once (one row per ghost; the map's count equals its caught rows), to a
  // member whose journal holds a catch of that ghost; the scroll was consumed once; a settled map paid one chest to
  // each member who caught a ghost and nothing to the others, an unsettled one paid nothing.
  {
    const maps = await q(`
      SELECT m.id, m.caught_count, m.settled_at IS NOT NULL AS settled,
             (SELECT count(*)::int FROM social_seance_ghost g WHERE g.map_id = m.id AND g.caught_at IS NOT NULL) AS caught_rows,
             (SELECT count(*)::int FROM ledger l WHERE l.reason = 'seance-map-scroll' AND l.reference = m.id::text) AS scrolls
        FROM social_seance_map m`);
    const miscounted = maps.filter((m) => m.caught_count !== m.caught_rows || m.scrolls !== 1);
    const unearned = await q(`
      SELECT g.map_id, g.enemy_id FROM social_seance_ghost g
       WHERE g.caught_at IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM journal_entry j WHERE j.user_id = g.caught_by AND j.enemy_id = g.enemy_id
            AND j.hunt_result IN ('SuccessRegular', 'SuccessMystic'))`);
    const chests = await q(`
      SELECT m.id, u.user_id, m.settled_at IS NOT NULL AS settled,
             EXISTS (SELECT 1 FROM social_seance_ghost g WHERE g.map_id = m.id AND g.caught_by = u.user_id) AS caught,
             (SELECT count(*)::int FROM ledger l WHERE l.user_id = u.user_id AND l.reference = m.id::text AND l.kind = 'currency'
                 AND l.reason IN ('seance-map-chest', 'seance-map-consolation')) AS paid
        FROM social_seance_map m
        JOIN (SELECT map_id, user_id FROM social_seance_member
              UNION SELECT m2.id, l.user_id FROM social_seance_map m2 JOIN ledger l ON l.reference = m2.id::text
                     AND l.reason IN ('seance-map-chest', 'seance-map-consolation')) u ON u.map_id = m.id`);
    const paidTwice = chests.filter((c) => c.paid > 1).length;
    const wronglyPaid = chests.filter((c) => c.paid === 1 && (!c.settled || !c.caught)).length;
    const unpaid = chests.filter((c) => c.settled && c.caught && c.paid === 0).length;
    const caught = maps.reduce((a, m) => a + m.caught_rows, 0);
    duplicated += paidTwice + wronglyPaid;
    lost += unpaid;
    lines.push(
      `seance maps          ${maps.length} maps (${maps.filter((m) => m.settled).length} settled), ${caught} ghosts caught, ${miscounted.length} miscounted, ${unearned.length} without a catch in the journal; chests ${chests.filter((c) => c.paid > 0).length} paid: twice ${paidTwice}, unearned ${wronglyPaid}, missing ${unpaid}`,
    );
    if (miscounted.length > 0) failures.push(`${miscounted.length} séance maps whose count or scroll differs, e.g. ${miscounted[0].id}`);
    if (unearned.length > 0) failures.push(`${unearned.length} map ghosts credited without a catch, e.g. ${JSON.stringify(unearned[0])}`);
  }

  // 5. Mail: sent mails exist, one send movement per attachment, each attachment claimed or returned at most once.
  {
    const rows = await q(`SELECT id, from_user_id FROM mail WHERE from_user_id = ANY($1::uuid[])`, [players]);
    const ids = new Set(rows.map((r) => r.id));
    const missing = [...ackedIds.mailSend.keys()].filter((id) => !ids.has(id)).length;
    const perSender = new Map();
    for (const r of rows) perSender.set(r.from_user_id, (perSender.get(r.from_user_id) ?? 0) + 1);
    const ackedPer = new Map();
    for (const { player } of ackedIds.mailSend.values()) ackedPer.set(player, (ackedPer.get(player) ?? 0) + 1);
    let extra = 0;
    for (const p of players) extra += Math.max(0, (perSender.get(p) ?? 0) - (ackedPer.get(p) ?? 0) - (books.mailSend?.[p]?.unknown ?? 0));
    const movements = await q(
      `
      SELECT m.id, (SELECT count(*) FROM ledger l WHERE l.reason = 'mail-send' AND l.reference = m.id::text AND l.kind = 'item')::int AS sends,
             (SELECT count(*) FROM ledger l WHERE l.reason = 'mail-claim' AND l.reference = m.id::text AND l.kind = 'item')::int AS claims,
             (SELECT count(*) FROM ledger l WHERE l.reason = 'mail-return' AND l.reference = m.id::text AND l.kind = 'item')::int AS returns,
             m.claimed_at IS NOT NULL AS claimed
        FROM mail m WHERE m.item_id IS NOT NULL AND m.from_user_id = ANY($1::uuid[])`,
      [players],
    );
    const badSends = movements.filter((m) => m.sends !== 1).length;
    const twice = movements.filter((m) => m.claims + m.returns > 1).length;
    const claimedRows = new Map(movements.map((m) => [m.id, m]));
    const claimLost = [...ackedIds.mailClaim.keys()].filter(
      (id) => !(claimedRows.get(id)?.claims === 1 && claimedRows.get(id)?.claimed),
    ).length;
    const claimTwice = [...ackedIds.mailClaim.values()].filter((v) => v.times > 1).length;
    lost += missing + claimLost + movements.filter((m) => m.sends === 0).length;
    duplicated += extra + twice + claimTwice + movements.filter((m) => m.sends > 1).length;
    lines.push(
      `mail sends           ${ackedIds.mailSend.size} acknowledged, ${rows.length} stored, ${badSends} without exactly one send movement: lost ${missing}, duplicated ${extra}`,
    );
    lines.push(
      `mail claims          ${ackedIds.mailClaim.size} acknowledged, ${movements.filter((m) => m.claims > 0).length} in the ledger, claimed twice ${twice + claimTwice}, lost ${claimLost}`,
    );
    if (badSends > 0) failures.push(`${badSends} mails without exactly one 'mail-send' movement`);
  }

  // 5b. Friend gifts: a claimed gift paid its recipient exactly one unit of its item ('social-gift-claim', reference the
  // gift id); an unclaimed one paid nothing.
  {
    const wrong = await q(`
      SELECT g.id FROM social_gift g
        LEFT JOIN ledger l ON l.reason = 'social-gift-claim' AND l.reference = g.id::text
       GROUP BY g.id, g.claimed_at, g.to_user_id, g.item_id
      HAVING count(l.id) <> CASE WHEN g.claimed_at IS NULL THEN 0 ELSE 1 END
          OR bool_or(l.user_id <> g.to_user_id OR l.ref_id <> g.item_id OR l.delta <> 1)`);
    duplicated += wrong.length;
    lines.push(`friend gifts         ${wrong.length} claimed gifts without exactly one payment of one unit`);
    if (wrong.length > 0) failures.push(`${wrong.length} friend gifts paid other than once`);
  }

  // 6. Collections: claimed at most once per player, acknowledged claims stored.
  {
    const rows = await q(`SELECT user_id, collection_item_id FROM collection_claim WHERE user_id = ANY($1::uuid[])`, [players]);
    const stored = new Set(rows.map((r) => `${r.user_id}:${r.collection_item_id}`));
    const missing = [...ackedIds.collection.keys()].filter((k) => !stored.has(k)).length;
    const twiceAnswered = [...ackedIds.collection.values()].filter((v) => v.times > 1).length;
    const twiceLedger = await q(
      `SELECT user_id, reference FROM ledger WHERE reason = 'collection' AND delta > 0 GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    lost += missing;
    duplicated += twiceAnswered + twiceLedger.length;
    lines.push(
      `collection claims    ${ackedIds.collection.size} acknowledged, ${rows.length} stored: lost ${missing}, claimed twice ${twiceAnswered + twiceLedger.length}`,
    );
  }

  // 7. Payments: every acknowledged payment delivered, none delivered twice.
  {
    const delivered = await q(`SELECT reference, ref_id, count(*)::int AS n FROM ledger WHERE reason = 'payment' GROUP BY 1, 2`);
    const refs = new Set(delivered.map((r) => r.reference));
    const missing = [...ackedIds.payment.keys()].filter((id) => !refs.has(`payment:${id}`)).length;
    const twice = delivered.filter((r) => r.n > 1).length;
    const [{ n: completed }] = await q(`SELECT count(*)::int AS n FROM payment WHERE completed`);
    const undelivered = await q(
      `SELECT count(*)::int AS n FROM payment p WHERE completed AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reason = 'payment' AND l.reference = 'payment:' || p.id)`,
    );
    lost += missing + undelivered[0].n;
    duplicated += twice;
    lines.push(
      `payments             ${ackedIds.payment.size} acknowledged, ${completed} completed, ${refs.size} delivered: lost ${missing + undelivered[0].n}, delivered twice ${twice}`,
    );
  }

  // 8. Every hunt replayable (GET /api/admin/hunt/replay/{journalEntryId}: { matches }); "unavailable" without the route.
  {
    const entries = (await q(`SELECT id FROM journal_entry WHERE type IN (8, 9) ORDER BY at_ms`)).map((r) => r.id);
    let matched = 0;
    const mismatched = [];
    const errors = [];
    let unavailable = entries.length === 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < entries.length && !unavailable) {
          const id = entries[next++];
          const res = await call(apis[next % apis.length], 'GET', `/api/admin/hunt/replay/${id}`, { token: admin, audit: true });
          // An unknown /api route answers exactly this (app.factory.ts); the replay route answers its own 404 code.
          if (res.status === 404 && res.body?.code === 'GENERIC.NOT_FOUND' && res.body?.message === 'Not found') {
            unavailable = true;
            return;
          }
          if (res.outcome === 'ok' && typeof res.body?.matches === 'boolean') {
            if (res.body.matches) matched++;
            else mismatched.push(id);
          } else errors.push(`${id}: ${res.status}`);
        }
      }),
    );
    if (unavailable && entries.length > 0) {
      lines.push(
        `hunt replay          unavailable (GET /api/admin/hunt/replay/{id} is not on this branch); ${entries.length} hunts not replayed`,
      );
    } else {
      lines.push(`hunt replay          ${entries.length} hunts: ${matched} match, ${mismatched.length} differ, ${errors.length} errors`);
      if (mismatched.length > 0) failures.push(`${mismatched.length} hunts do not replay, e.g. ${mismatched.slice(0, 3).join(', ')}`);
      if (errors.length > 0) failures.push(`${errors.length} replays answered an error, e.g. ${errors.slice(0, 3).join(', ')}`);
    }
  }

  // 9. Market: acknowledged orders stored, none cancelled twice, every order's escrow and every trade on the ledger.
  // A load without market orders (the topology run's) has no acknowledgements to compare: the ledger checks still run.
  {
    const ackedMarket = { order: ackedIds.marketOrder ?? new Map(), cancel: ackedIds.marketCancel ?? new Map() };
    const rows = await q(`SELECT id, user_id FROM market_order WHERE user_id = ANY($1::uuid[])`, [players]);
    const ids = new Set(rows.map((r) => r.id));
    const missing = [...ackedMarket.order.keys()].filter((id) => !ids.has(id)).length;
    const perPlayer = new Map();
    for (const r of rows) perPlayer.set(r.user_id, (perPlayer.get(r.user_id) ?? 0) + 1);
    const ackedPer = new Map();
    for (const { player } of ackedMarket.order.values()) ackedPer.set(player, (ackedPer.get(player) ?? 0) + 1);
    let extra = 0;
    for (const p of players)
      extra += Math.max(0, (perPlayer.get(p) ?? 0) - (ackedPer.get(p) ?? 0) - (books.marketOrder?.[p]?.unknown ?? 0));
    const cancelledTwice = [...ackedMarket.cancel.values()].filter((v) => v.times > 1).length;
    // Per order: escrow lines (reference = order id) net to what it handed over plus what it holds; fill = its trades.
    const escrow = await q(`
      SELECT o.id FROM market_order o
       CROSS JOIN LATERAL (SELECT coalesce(sum(l.delta), 0)::bigint AS net FROM ledger l
                            WHERE l.reference = o.id::text AND l.user_id = o.user_id AND l.reason IN ('market-escrow-in', 'market-escrow-out')) e
       CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount), 0)::bigint AS units FROM market_trade t WHERE t.buy_order_id = o.id OR t.sell_order_id = o.id) tr
       WHERE -e.net <> CASE WHEN o.side = 'sell' THEN o.filled + CASE WHEN o.status = 'open' THEN o.amount - o.filled ELSE 0 END
                            ELSE o.gold + CASE WHEN o.status = 'open' THEN o.price * (o.amount - o.filled) ELSE 0 END END
          OR tr.units <> o.filled`);
    // Per trade: the buyer got the units, the seller the gold, the tariff left the seller (reference = trade id).
    const trades = await q(`
      SELECT t.id FROM market_trade t
       WHERE (SELECT coalesce(sum(delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.buyer_id AND kind = 'item' AND reason = 'market-fill') <> t.amount
          OR (SELECT coalesce(sum(delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.seller_id AND kind = 'currency' AND reason = 'market-fill') <> t.gold
          OR (SELECT coalesce(sum(-delta), 0) FROM ledger WHERE reference = t.id::text AND user_id = t.seller_id AND reason = 'market-tariff') <> t.tariff`);
    const [{ n: tradeCount }] = await q(`SELECT count(*)::int AS n FROM market_trade`);
    lost += missing;
    duplicated += extra + cancelledTwice;
    lines.push(
      `market orders        ${ackedMarket.order.size} acknowledged, ${rows.length} stored, ${tradeCount} trades: lost ${missing}, duplicated ${extra}, cancelled twice ${cancelledTwice}`,
    );
    lines.push(`market escrow        ${escrow.length} orders and ${trades.length} trades off the ledger`);
    if (escrow.length > 0) failures.push(`${escrow.length} market orders whose escrow differs from the ledger, e.g. ${escrow[0].id}`);
    if (trades.length > 0) failures.push(`${trades.length} market trades whose fill differs from the ledger, e.g. ${trades[0].id}`);
  }

  if (lost > 0) failures.push(`lost ${lost}`);
  if (duplicated > 0) failures.push(`duplicated ${duplicated}`);
  return { lines, failures, lost, duplicated };
}

function compare(book, actual, players) {
  const out = { acked: 0, unknown: 0, actual: 0, lost: 0, duplicated: 0 };
  for (const p of players) {
    const { acked = 0, unknown = 0 } = book[p] ?? {};
    const a = actual.get(p) ?? 0;
    out.acked += acked;
    out.unknown += unknown;
    out.actual += a;
    out.lost += Math.max(0, acked - a);
    out.duplicated += Math.max(0, a - acked - unknown);
  }
  return out;
}
