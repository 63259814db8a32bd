// Economy figures for `npm run bench`: buy throughput (one player, whose buys serialize on the user row lock, and
// many players at once) and ladder page latency with a million generated players.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where the server's embedded PostgreSQL listens and its superuser's password: the port is line 4 of postmaster.pid,
 * the socket's folder line 5 (empty when it has none), the password is in DATA_DIR/pg-password.
 */
export function embeddedAddress(dataDir) {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  return { port: Number(lines[3]), socketDir: lines[4]?.trim() || null, password };
}

/** A pg client on the server's embedded PostgreSQL, over its Unix socket when it has one. */
export async function connectEmbedded(dataDir) {
  const { port, socketDir, password } = embeddedAddress(dataDir);
  const client = new pg.Client({ host: socketDir ?? '127.0.0.1', port, user: 'postgres', password, database: 'grimhunt' });
  await client.connect();
  return client;
}

async function json(base, path, { token, form, body, method } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  }
  if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method: method ?? (payload ? 'POST' : 'GET'), headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export async function login(base, username, passwordDigest) {
  return (await json(base, '/api/user/login', { form: { username, password: passwordDigest } })).access_token;
}

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

export async function itemId(base, adminToken, name) {
  const found = await json(base, `/api/item/search?searchTerm=${encodeURIComponent(name)}`, { token: adminToken });
  return found.items.find((i) => i.name === name).id;
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
