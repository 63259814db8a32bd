// Hunt figures for `npm run bench`: hunts through the endpoint (many hunters, each hunting once, since a hunter
// waits 15 minutes between hunts) next to pgbench running the bare hunt transaction on the same database. The
// ratio says how much the API, TypeORM and the engine add on top of the SQL a hunt cannot avoid.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedAddress } from './setup.mjs';

const b64 = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 access token, signed with the development secret the server generated into DATA_DIR. */
export function mint(secret, claims) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * `count` hunters cloned from nothing but SQL (bench set-up): each owns 100 Grave Moss Cheese and a Rusty Iron Cage
 * (with their ledger rows, so the audit holds), both equipped in setup 0, and has hunted before: the rows a hunt
 * leaves (hunter, gold, missions, grimoire, puzzle counter) are copied from the demo player's, which hunted once.
 * Their names are `prefix` and a number from 1 (`hunter1`, ...): a second call with another prefix makes new hunters
 * beside the first call's. The table `bench_hunter` (number, id) holds the latest call's hunters. Answers their
 * tokens and, in the same order, their ids and names (`hunters`).
 */
export async function makeHunters(db, dataDir, count, { prefix = 'hunter' } = {}) {
  const ids = Object.fromEntries(
    (await db.query(`SELECT name, id FROM item WHERE name IN ('Grave Moss Cheese', 'Rusty Iron Cage')`)).rows.map((r) => [r.name, r.id]),
  );
  const cheese = ids['Grave Moss Cheese'];
  const cage = ids['Rusty Iron Cage'];
  await db.query('BEGIN');
  await db.query(
    `CREATE TABLE IF NOT EXISTS bench_hunter (n int PRIMARY KEY, user_id uuid NOT NULL);
     TRUNCATE bench_hunter`,
  );
  await db.query(
    `INSERT INTO user_account (id, name, email, password_hash, role, xp)
     SELECT gen_random_uuid(), $2 || g, $2 || g || '@bench.local', '-', 1, 0 FROM generate_series(1, $1) g`,
    [count, prefix],
  );
  await db.query(
    `INSERT INTO bench_hunter SELECT substr(name, length($1) + 1)::int, id FROM user_account WHERE name ~ ('^' || $1 || '[0-9]+$')`,
    [prefix],
  );
  for (const [item, amount] of [
    [cheese, 100],
    [cage, 1],
  ]) {
    await db.query(`INSERT INTO inventory (user_id, item_id, amount) SELECT user_id, $1, $2 FROM bench_hunter`, [item, amount]);
    await db.query(
      `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT user_id, 'item', $1, $2, $2, 'bench' FROM bench_hunter`,
      [item, amount],
    );
    await db.query(`INSERT INTO equipment (user_id, setup_index, item_id) SELECT user_id, 0, $1 FROM bench_hunter`, [item]);
  }
  // Returning hunters, as most hunts in a running game are: the hunter row and the visit to the start ground exist
  // (copied from the demo player's, made by its getme earlier in the run). A first hunt also creates them.
  // The row carries the demo player's last hunt answer too (its hunt earlier in the run), so the rows are as wide as a
  // returning hunter's, whose every hunt replaces that answer: a row that grows on its first update needs room a
  // returning hunter's does not.
  // Never an earlier call's bench hunter: their rows have hunted in this run, the demo player's once. (An anti-join on
  // the key: `NOT IN (subquery)` over a million ladder players cannot hash in work_mem and ran for many minutes.)
  const source =
    (
      await db.query(
        `SELECT h.user_id FROM hunter h
          WHERE NOT EXISTS (SELECT 1 FROM user_account u WHERE u.id = h.user_id AND u.email LIKE '%@bench.local')
          ORDER BY h.last_answer IS NULL, h.user_id LIMIT 1`,
      )
    ).rows[0]?.user_id ?? null;
  await db.query(
    `INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour, last_answer, last_answer_kind, last_answer_ms)
     SELECT b.user_id, h.hunting_ground_id, h.last_auto_hour, h.last_answer, h.last_answer_kind, h.last_answer_ms
       FROM bench_hunter b, hunter h WHERE h.user_id = $1
     ON CONFLICT DO NOTHING`,
    [source],
  );
  // What that earlier hunt left besides the hunter row, copied from the same player: the gold it paid (with its ledger
  // row), the ground's missions in progress, the grimoire's count of the ghost caught, the puzzle counter. A
  // returning hunter's hunt updates these rows; only a first hunt inserts them (set BENCH_FIRST_HUNTS=1 to measure
  // first hunts instead).
  if (source && process.env.BENCH_FIRST_HUNTS !== '1') {
    await db.query(
      `INSERT INTO wallet (user_id, currency_id, amount) SELECT b.user_id, w.currency_id, w.amount FROM bench_hunter b, wallet w WHERE w.user_id = $1`,
      [source],
    );
    await db.query(
      `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason)
       SELECT b.user_id, 'currency', w.currency_id, w.amount, w.amount, 'bench' FROM bench_hunter b, wallet w WHERE w.user_id = $1`,
      [source],
    );
    await db.query(
      `INSERT INTO mission (id, user_id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms)
       SELECT gen_random_uuid(), b.user_id, m.seq, m.hunting_ground_id, m.start_ms, m.end_ms, m.objectives, m.reward, m.completed_ms
         FROM bench_hunter b, mission m WHERE m.user_id = $1`,
      [source],
    );
    await db.query(
      `INSERT INTO grimoire_count (user_id, enemy_id, caught) SELECT b.user_id, g.enemy_id, g.caught FROM bench_hunter b, grimoire_count g WHERE g.user_id = $1`,
      [source],
    );
    await db.query(
      `INSERT INTO hunt_challenge (user_id, hunts, window_started_at) SELECT b.user_id, c.hunts, c.window_started_at FROM bench_hunter b, hunt_challenge c
        WHERE c.user_id = $1`,
      [source],
    );
  }
  await db.query(
    `INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
     SELECT b.user_id, h.hunting_ground_id, 0, 0 FROM bench_hunter b JOIN hunter h ON h.user_id = b.user_id WHERE h.hunting_ground_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
  await db.query('COMMIT');
  // What autovacuum would do after these bulk inserts, done before the runs instead of during them (its workers are
  // PostgreSQL processes: their CPU would count as the hunts').
  await db.query('VACUUM ANALYZE');
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  const rows = (await db.query(`SELECT b.user_id, u.name FROM bench_hunter b JOIN user_account u ON u.id = b.user_id ORDER BY b.n`)).rows;
  const tokens = rows.map((r) => mint(secret, { sub: r.user_id, name: r.name, role: 'user' }));
  return { cheese, tokens, hunters: rows.map((r, i) => ({ id: r.user_id, name: r.name, token: tokens[i] })) };
}

/** The SQL every successful hunt must run: lock, timers, bait, gold, xp, two ledger rows, grimoire, journal. */
function bareHuntScript(count, cheese, goldId) {
  return `\\set n random(1, ${count})
BEGIN;
SELECT u.id FROM user_account u JOIN bench_hunter b ON b.user_id = u.id WHERE b.n = :n FOR UPDATE OF u;
UPDATE hunter SET next_hunt_ms = next_hunt_ms + 1 WHERE user_id = (SELECT user_id FROM bench_hunter WHERE n = :n);
UPDATE inventory SET amount = amount - 1 WHERE user_id = (SELECT user_id FROM bench_hunter WHERE n = :n) AND item_id = '${cheese}' AND amount >= 1;
INSERT INTO wallet (user_id, currency_id, amount) VALUES ((SELECT user_id FROM bench_hunter WHERE n = :n), '${goldId}', 25)
  ON CONFLICT (user_id, currency_id) DO UPDATE SET amount = wallet.amount + 25;
UPDATE user_account SET xp = xp + 40 WHERE id = (SELECT user_id FROM bench_hunter WHERE n = :n);
INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) VALUES ((SELECT user_id FROM bench_hunter WHERE n = :n), 'item', '${cheese}', -1, 0, 'bench');
INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) VALUES ((SELECT user_id FROM bench_hunter WHERE n = :n), 'currency', '${goldId}', 25, 0, 'bench');
INSERT INTO journal_entry (id, user_id, type, at_ms, hunt_result, seed, xp) VALUES (gen_random_uuid(), (SELECT user_id FROM bench_hunter WHERE n = :n), 0, 0, 'SuccessRegular', 1, 40);
COMMIT;
`;
}

/**
 * Runs pgbench (Debian's PostgreSQL client) on the bare hunt transaction for `seconds` with `connections` clients;
 * answers tps or null when pgbench is missing. `prepared`: each client parses a statement once and runs it by name
 * over the Unix socket, as the API's pool does (libs/api/kernel/src/persistence/prepared-statements.ts); otherwise the
 * simple protocol over TCP, where every statement is parsed and planned again.
 */
export async function pgbenchBareHunt(db, dataDir, { count, cheese, seconds, connections, prepared }) {
  const pgbench = [
    '/usr/lib/postgresql/17/bin/pgbench',
    '/usr/lib/postgresql/16/bin/pgbench',
    '/usr/lib/postgresql/15/bin/pgbench',
    '/usr/bin/pgbench',
  ].find(existsSync);
  if (!pgbench) return null;
  const goldId = (await db.query(`SELECT id FROM currency WHERE short_name = 'gold'`)).rows[0].id;
  const script = join(dataDir, 'bare-hunt.sql');
  writeFileSync(script, bareHuntScript(count, cheese, goldId));
  const { port, socketDir, password } = embeddedAddress(dataDir);
  const host = prepared && socketDir ? socketDir : '127.0.0.1';
  const out = spawnSync(
    pgbench,
    [
      '-n',
      '-f',
      script,
      '-c',
      String(connections),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-M',
      prepared ? 'prepared' : 'simple',
      '-h',
      host,
      '-p',
      String(port),
      '-U',
      'postgres',
      'grimhunt',
    ],
    {
      env: { ...process.env, PGPASSWORD: password },
      encoding: 'utf8',
    },
  );
  const tps = /tps = ([\d.]+)/.exec(out.stdout ?? '');
  const p = /latency average = ([\d.]+) ms/.exec(out.stdout ?? '');
  if (!tps && /actually processed: 0\b/.test(out.stdout ?? '')) return { tps: 0, latencyMs: null, binary: pgbench }; // a machine too busy for one
  if (!tps) throw new Error(`pgbench failed: ${out.stderr || out.stdout}`);
  return { tps: Number(tps[1]), latencyMs: p ? Number(p[1]) : null, binary: pgbench };
}
