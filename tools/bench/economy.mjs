// Economy figures for `npm run bench`: buy throughput (one player, whose buys serialize on the user row lock, and
// many players at once) and ladder page latency with a million generated players.
import { json, login } from './setup.mjs';

/**
 * `players` accounts cloned from the demo player (same password), each with plenty of gold set through the user
 * admin (so the ledger stays true). Answers their tokens.
 */
export async function makeShoppers(base, db, adminToken, players, passwordDigest) {
  await db.query(
    `INSERT INTO user_account (id, name, email, password_hash, role, xp)
     SELECT gen_random_uuid(), 'shopper' || g, 'shopper' || g || '@bench.local', d.password_hash, 1, 0
       FROM generate_series(1, $1) g, (SELECT password_hash FROM user_account WHERE name = 'demo') d
     ON CONFLICT DO NOTHING`,
    [players],
  );
  const tokens = [];
  for (let i = 1; i <= players; i++) {
    const token = await login(base, `shopper${i}`, passwordDigest);
    const me = await json(base, '/api/clientUser/getme', { token });
    await json(base, `/api/user/${me.id}`, {
      token: adminToken,
      method: 'PUT',
      body: { currencies: { currencyEntries: [{ name: 'gold', value: 1_000_000_000 }] } },
    });
    tokens.push(token);
  }
  return tokens;
}

/** Generates ranked players with spread-out XP (duplicates included, to exercise the tie-break). */
export async function generateLadder(db, players) {
  const t0 = performance.now();
  await db.query(
    `INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
     SELECT gen_random_uuid(), 'ladder' || g, 'ladder' || g || '@bench.local', '-', 1, (g::bigint * 7919) % 2000003, now() - make_interval(secs => g)
       FROM generate_series(1, $1) g`,
    [players],
  );
  await db.query('VACUUM ANALYZE user_account'); // what autovacuum does after a bulk load
  return performance.now() - t0;
}
