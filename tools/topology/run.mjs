#!/usr/bin/env node
// `npm run topology` (docs/operations.md, "Production topology"): the production topology on one machine and its
// faults. Debian's PostgreSQL 15 primary, a streaming replica made with pg_basebackup, PgBouncer in transaction mode
// in front of the primary, two API processes (DB_PREPARED_STATEMENTS=off through the pooler, DATABASE_READ_URL on the
// replica, DATABASE_LISTEN_URL on the primary). A bounded mixed load runs from many players through both processes
// while the replica is killed (lag-tolerant reads must fall back to the primary within seconds, and return to the
// replica once it is back) and PgBouncer is killed (the API answers 503, then recovers without a restart when
// PgBouncer is back). Then the ledger audit of `npm run chaos`. `--short` / TOPOLOGY_SHORT=1: the CI version.
// The load opens with every player's first read and first hunt at once (both make the new hunter row). The report
// names what each unexpected 5xx logged (by its request id) and every warning or error the API processes logged
// outside the fault windows; errors there fail the run. A failed run keeps its logs (not the data).
// Loopback only; every loop is bounded in time; everything started here is stopped, also on failure.
// TOPOLOGY_PG_PORT / TOPOLOGY_API_PORT: first of three (PostgreSQL, replica, PgBouncer) and two (APIs) ports; free
// ports when unset.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Api, freePort, killChildren } from '../chaos/cluster.mjs';
import { audit } from '../chaos/audit.mjs';
import { marketLoad } from '../chaos/market-load.mjs';
import { Bouncer, checkTools, ownedDir, PgServer, waitReady } from './cluster.mjs';
import { buildApi } from '../scripts/build-api.mjs';

const short = process.argv.includes('--short') || process.env.TOPOLOGY_SHORT === '1';
const PLAYERS = Number(process.env.TOPOLOGY_PLAYERS ?? (short ? 12 : 40));
const CONCURRENCY = Number(process.env.TOPOLOGY_CONCURRENCY ?? (short ? 8 : 16));
const STEADY_MS = short ? 8_000 : 40_000;
/** The replica may take this long to be left for the primary (REPLICA_RETRY_MS is 5 s; the first failed read falls back at once). */
const FALLBACK_LIMIT_MS = 5_000;
const PGBOUNCER_DOWN_MS = 3_000;
const RECOVERY_LIMIT_MS = 15_000;
const GRACE_MS = 3_000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[topology ${elapsed()}] ${line}`);

const stats = { operations: 0, byOp: {}, errors: {}, unexpected5xx: [] };
/** PgBouncer's downtime: 503 is the expected answer there. */
const faults = [];
/** The replica's downtime: no 5xx expected, but the processes log that they read the primary. */
const replicaFaults = [];
const inFault = (start, end) => faults.some((f) => end >= f.from && start <= (f.to ?? Infinity) + GRACE_MS);
const inAnyFault = (at) => [...faults, ...replicaFaults].some((f) => at >= f.from && at <= (f.to ?? Infinity) + GRACE_MS);
const books = {};
const book = (op, player, field, amount = 1) => {
  const entry = ((books[op] ??= {})[player] ??= { acked: 0, unknown: 0 });
  entry[field] += amount;
};
/** What each acknowledged operation answered, by kind (the audit compares them with the database). */
const ackedIds = Object.fromEntries(
  ['hunt', 'mailSend', 'mailClaim', 'collection', 'payment', 'marketOrder', 'marketCancel'].map((kind) => [kind, new Map()]),
);
const ackedOnce = (kind, id, player) => ackedIds[kind].set(id, { player, times: (ackedIds[kind].get(id)?.times ?? 0) + 1 });
const failures = [];
const figures = [];

/** One HTTP call: 'ok', 'refused' (4xx), 'down' (nothing sent) or 'unknown' (reset, timeout, 5xx). */
async function call(api, method, path, { token, form, json, op, audit: auditing = false, headers: extra = {} } = {}) {
  const headers = { accept: 'application/json', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  }
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (!auditing) stats.operations++;
  if (op) stats.byOp[op] = (stats.byOp[op] ?? 0) + 1;
  const at = Date.now();
  let res;
  try {
    res = await fetch(`${api.base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    const code = error?.cause?.code ?? error?.name ?? 'error';
    stats.errors[`connection ${code}`] = (stats.errors[`connection ${code}`] ?? 0) + 1;
    return { outcome: code === 'ECONNREFUSED' ? 'down' : 'unknown', status: 0, body: null };
  }
  const text = await res.text().catch(() => '');
  let parsed = text;
  try {
    parsed = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  } catch {
    /* text */
  }
  if (res.status >= 500) {
    stats.errors[`HTTP ${res.status}`] = (stats.errors[`HTTP ${res.status}`] ?? 0) + 1;
    if (!inFault(at, Date.now()))
      stats.unexpected5xx.push({
        what: `${method} ${path} via ${api.name} at ${((at - t0) / 1000).toFixed(1)} s: ${res.status}`,
        api,
        reqId: res.headers.get('x-request-id'),
      });
    return { outcome: 'unknown', status: res.status, body: parsed };
  }
  return { outcome: res.status >= 400 ? 'refused' : 'ok', status: res.status, body: parsed };
}

// ---------------------------------------------------------------------------------------------------------------

const dir = mkdtempSync(join(process.env.TOPOLOGY_DIR ?? tmpdir(), 'grimhunt-topology-'));
let primary;
let replica;
let bouncer;
let apis = [];
const market = marketLoad({ call, ackedOnce, book, apis: () => apis });
let db = null;
const METRICS_TOKEN = sha256(`metrics-${randomUUID()}`);

/** Stops everything; the data goes unless TOPOLOGY_KEEP=1, the logs stay when the run failed. */
async function cleanup(failed) {
  await db?.end().catch(() => {});
  await Promise.all(apis.map((a) => a.stop().catch(() => {})));
  killChildren();
  await bouncer?.stop().catch(() => {});
  replica?.stop();
  primary?.stop();
  if (process.env.TOPOLOGY_KEEP === '1') return;
  if (!failed) return rmSync(dir, { recursive: true, force: true });
  for (const data of ['primary/data', 'replica/data', 'data']) rmSync(join(dir, data), { recursive: true, force: true });
  console.log(`[topology] logs kept in ${dir} (api-a.log, api-b.log, primary/server.log, replica/server.log, pgbouncer/)`);
}
process.on('SIGINT', () => {
  say('interrupted');
  cleanup(true).finally(() => process.exit(130));
});
process.on('exit', killChildren);

async function ports(envName, count) {
  const base = Number(process.env[envName] ?? 0);
  if (base) return Array.from({ length: count }, (_, i) => base + i);
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

async function main() {
  checkTools();
  ownedDir(dir);
  const [pgPort, replicaPort, bouncerPort] = await ports('TOPOLOGY_PG_PORT', 3);
  const [apiA, apiB] = await ports('TOPOLOGY_API_PORT', 2);
  say(`${short ? 'short' : 'full'} run: ${PLAYERS} players, ${CONCURRENCY} in flight, steady phases of ${STEADY_MS / 1000} s`);

  primary = new PgServer('primary', join(dir, 'primary'), pgPort);
  primary.initPrimary();
  primary.start();
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE grimhunt');
  await admin.end();
  replica = new PgServer('replica', join(dir, 'replica'), replicaPort);
  replica.initReplica(primary);
  replica.start();
  await waitReady(pg, replica.url());
  bouncer = new Bouncer(join(dir, 'pgbouncer'), bouncerPort, primary, 20);
  await bouncer.start();
  say(`PostgreSQL 15 primary :${pgPort}, streaming replica :${replicaPort}, PgBouncer (transaction mode) :${bouncerPort}`);

  const env = {
    DATABASE_URL: bouncer.url,
    DB_PREPARED_STATEMENTS: 'off',
    DATABASE_READ_URL: replica.url(),
    DATABASE_LISTEN_URL: primary.url(),
    DB_POOL_SIZE: '8',
    METRICS_TOKEN,
    RATE_LIMITS: 'off',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Code that asks the pool for a second connection inside a transaction fails its request at once (a 5xx the
    // report names), instead of stalling a process only when every connection happens to do it at the same time.
    DB_GUARD_NESTED: 'on',
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET: sha256(`topology-${randomUUID()}`),
    DEMO_CONTENT: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    HUNT_CHALLENGE_EVERY: '0',
  };
  // The API processes run as the production image runs them: compiled ahead of time.
  const { entry } = buildApi({ quiet: true });
  apis = [new Api('a', apiA, env, dir, entry), new Api('b', apiB, env, dir, entry)];
  say(`API a up in ${await apis[0].start()} ms (migrations through PgBouncer, demo content)`);
  say(`API b up in ${await apis[1].start()} ms`);
  db = new pg.Client({ connectionString: primary.url() });
  db.on('error', () => {});
  await db.connect();
  const world = await setUp();
  say(`set up ${world.players.length} players`);
  await waitReplicaCaughtUp();

  await firstMoves(world);
  const load = startLoad(world);
  await sleep(STEADY_MS);
  await replicaFault();
  await sleep(STEADY_MS / 2);
  await bouncerFault();
  await sleep(STEADY_MS / 2);
  await load.stop();
  say(`load stopped: ${stats.operations} operations`);

  const report = await audit({ db, apis, world, books, ackedIds, admin: world.admin, call });
  return finish(report);
}

async function q(sql, params) {
  return (await db.query(sql, params)).rows;
}

async function waitReplicaCaughtUp(timeoutMs = 30_000) {
  const [{ lsn }] = await q('SELECT pg_current_wal_lsn()::text AS lsn');
  const r = new pg.Client({ connectionString: replica.url() });
  await r.connect();
  const start = Date.now();
  try {
    for (;;) {
      const [{ done }] = (await r.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn])).rows;
      if (done) return say(`replica caught up in ${Date.now() - start} ms`);
      if (Date.now() - start > timeoutMs) throw new Error('the replica did not catch up');
      await sleep(100);
    }
  } finally {
    await r.end();
  }
}

async function setUp() {
  const api = apis[0];
  const admin = (await call(api, 'POST', '/api/user/login', { form: { username: 'admin', password: sha256('admin') } })).body?.access_token;
  if (!admin) throw new Error('admin login failed');
  const byName = async (name) => (await q(`SELECT id FROM item WHERE name = $1`, [name]))[0]?.id;
  const ids = {
    cheese: await byName('Grave Moss Cheese'),
    trap: await byName('Clockwork Soul Trap'),
    boneDust: await byName('Bone Dust'),
    brew: null,
  };
  const [{ id: gold }] = await q(`SELECT id FROM currency WHERE short_name = 'gold'`);
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const name = `topo${i}`;
    const reg = await call(api, 'POST', '/api/user/register', {
      form: { username: name, password: sha256('secret12'), email: `${name}@topology.local` },
    });
    if (reg.outcome !== 'ok') throw new Error(`register ${name}: ${reg.status}`);
    await q(`UPDATE user_account SET role = 1, xp = 1000 + $2 WHERE name = $1`, [name, i]);
    const token = (await call(api, 'POST', '/api/user/login', { form: { username: name, password: sha256('secret12') } })).body
      ?.access_token;
    const [{ id }] = await q(`SELECT id FROM user_account WHERE name = $1`, [name]);
    // Gold and items by SQL with their ledger rows, as `npm run chaos` does, so the ledger audit holds.
    await q(
      `WITH w AS (INSERT INTO wallet (user_id, currency_id, amount) VALUES ($1, $2, 100000000)
                  ON CONFLICT (user_id, currency_id) DO UPDATE SET amount = wallet.amount + 100000000 RETURNING amount)
       INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT $1, 'currency', $2, 100000000, amount, 'topology-setup' FROM w`,
      [id, gold],
    );
    for (const [itemId, amount] of [
      [ids.trap, 1],
      [ids.cheese, 200],
      [ids.boneDust, 200],
    ]) {
      await q(
        `WITH i AS (INSERT INTO inventory (user_id, item_id, amount) VALUES ($1, $2, $3)
                    ON CONFLICT (user_id, item_id) DO UPDATE SET amount = inventory.amount + $3 RETURNING amount)
         INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT $1, 'item', $2, $3, amount, 'topology-setup' FROM i`,
        [id, itemId, amount],
      );
    }
    for (const item of [ids.trap, ids.cheese]) {
      const res = await call(api, 'GET', `/api/game/equip/${item}`, { token });
      if (res.outcome !== 'ok') throw new Error(`equip for ${name}: ${res.status}`);
    }
    players.push({ i, name, id, token });
  }
  stats.operations = 0;
  stats.byOp = {};
  return { admin, ids, players };
}

// ---------------------------------------------------------------------------------------------------------------
// The load: workers pick a player and an operation until stopped. Hunt cooldowns are moved into the past every
// two seconds on the primary (as the integration tests' `rewind` does), so hunts keep sounding.

/**
 * The load opens with every player's first moves at once: a getbasic through one process and a hunt through the
 * other. The hunter row does not exist yet, and both make it (the read outside a transaction, the hunt after it
 * locked the account row): a wrong lock order between the two is a deadlock, and a 500 for the read.
 */
async function firstMoves(world) {
  await Promise.all(
    world.players.map((p, i) =>
      Promise.all([call(apis[i % 2], 'GET', '/api/clientUser/getbasic', { token: p.token, op: 'getbasic' }), hunt(p, apis[(i + 1) % 2])]),
    ),
  );
}

function startLoad(world) {
  let running = true;
  let n = 0;
  const ops = [
    [30, (p, api) => hunt(p, api)],
    [15, (p, api) => trade(p, api, 'buy', world.ids.cheese, 1 + (n % 3))],
    [10, (p, api) => trade(p, api, 'sell', world.ids.cheese, 1)],
    [15, (p, api) => call(api, 'GET', '/api/ladder/LadderAroundUserId/-1', { token: p.token, op: 'ladder' })],
    [5, (p, api) => call(api, 'POST', '/api/user/search', { token: p.token, op: 'search', form: { searchstring: 'topo' } })],
    [15, (p, api) => call(api, 'GET', '/api/clientUser/getbasic', { token: p.token, op: 'getbasic' })],
    [5, (p, api) => sendMail(p, api, world.players[(p.i + 1) % world.players.length], world.ids.boneDust)],
    [5, (p, api) => claimMails(p, api)],
    // Market orders go through the API's pipelined connections, here behind PgBouncer in transaction mode.
    [
      10,
      (p, api) =>
        market.order(p, api, { itemId: world.ids.boneDust, side: n % 2 ? 'buy' : 'sell', price: 18 + (n % 5), amount: 1 + (n % 3) }),
    ],
    [3, (p, api) => market.cancel(p, api)],
  ];
  const total = ops.reduce((s, [w]) => s + w, 0);
  const pickOp = () => {
    let r = Math.random() * total;
    for (const [w, op] of ops) if ((r -= w) < 0) return op;
    return ops[0][1];
  };
  const worker = async () => {
    while (running) {
      n++;
      const p = world.players[Math.floor(Math.random() * world.players.length)];
      await pickOp()(p, apis[n % apis.length]);
    }
  };
  const rewind = setInterval(() => {
    q(
      `UPDATE hunter SET next_hunt_ms = next_hunt_ms - 3600000, last_answer_ms = last_answer_ms - 3600000, chrono_recharge_ms = chrono_recharge_ms - 3600000
        WHERE user_id = ANY($1::uuid[])`,
      [world.players.map((p) => p.id)],
    ).catch(() => {});
  }, 2000);
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    stop: async () => {
      running = false;
      clearInterval(rewind);
      await Promise.all(workers);
    },
  };
}

async function hunt(p, api) {
  const res = await call(api, 'POST', '/api/huntrefactored/hunt', { token: p.token, op: 'hunt' });
  if (res.outcome === 'ok' && res.body?.journalEntry?.id) ackedOnce('hunt', res.body.journalEntry.id, p.id);
  if (res.outcome === 'unknown') book('hunt', p.id, 'unknown');
}

async function trade(p, api, kind, itemId, amount) {
  const res = await call(api, 'POST', '/api/game/buysell', {
    token: p.token,
    op: kind,
    form: { itemId, amount: kind === 'sell' ? -amount : amount, premium: false },
  });
  if (res.outcome === 'ok') book(kind, p.id, 'acked', amount);
  if (res.outcome === 'unknown') book(kind, p.id, 'unknown', amount);
}

async function sendMail(p, api, to, itemId) {
  const res = await call(api, 'POST', '/api/mail', {
    token: p.token,
    op: 'mail send',
    json: { toUserId: to.id, message: `topology ${randomUUID().slice(0, 8)}`, loot: { itemId, amountMin: 1 } },
  });
  if (res.outcome === 'ok' && res.body?.mail?.id) ackedOnce('mailSend', res.body.mail.id, p.id);
  if (res.outcome === 'unknown') book('mailSend', p.id, 'unknown');
}

async function claimMails(p, api) {
  const inbox = await call(api, 'GET', '/api/mail/GetMyMail', { token: p.token, op: 'mail read' });
  if (inbox.outcome !== 'ok') return;
  for (const mail of (inbox.body?.inbox ?? []).filter((m) => m.loot && !m.claimed && !m.returned).slice(0, 2)) {
    const res = await call(api, 'POST', '/api/mail/claim', { token: p.token, op: 'mail claim', form: { mailId: mail.id } });
    if (res.outcome === 'ok') ackedOnce('mailClaim', mail.id, p.id);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Faults.

/** The sum of a counter over both processes, from their /metrics. */
async function metricSum(name) {
  let sum = 0;
  for (const api of apis) {
    const res = await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    for (const line of (await res.text()).split('\n'))
      if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum += Number(line.split(' ').pop());
  }
  return sum;
}

/** Ladder reads from a player through both processes every 100 ms until one answers 200 from each; the time it took. */
async function readsAnswerWithin(player, limitMs) {
  const start = Date.now();
  const answered = new Set();
  while (Date.now() - start < limitMs) {
    for (const api of apis) {
      const res = await call(api, 'GET', '/api/ladder/LadderAroundUserId/-1', { token: player.token, op: 'ladder probe', audit: true });
      if (res.status === 200) answered.add(api.name);
    }
    if (answered.size === apis.length) return Date.now() - start;
    await sleep(100);
  }
  return null;
}

async function replicaFault() {
  const player = {
    token: (await call(apis[0], 'POST', '/api/user/login', { form: { username: 'topo0', password: sha256('secret12') }, audit: true })).body
      .access_token,
  };
  const before = await metricSum('grimhunt_db_read_fallbacks_total');
  const window = { from: Date.now(), to: null };
  replicaFaults.push(window);
  const pid = await replica.kill9();
  say(`kill -9 replica (postmaster ${pid}); the load goes on`);
  const ms = await readsAnswerWithin(player, FALLBACK_LIMIT_MS);
  const fellBack = (await metricSum('grimhunt_db_read_fallbacks_total')) - before;
  figures.push(
    `replica killed       ladder answered by both processes ${ms === null ? 'NOT' : `${ms} ms`} after the kill; ${fellBack} reads sent to the primary`,
  );
  if (ms === null) failures.push(`lag-tolerant reads did not answer within ${FALLBACK_LIMIT_MS} ms of the replica's death`);
  if (fellBack === 0) failures.push('no read fell back to the primary while the replica was down (did the reads go to the replica?)');
  await sleep(2_000);
  replica.start();
  await waitReady(pg, replica.url());
  say('replica restarted (it resumes streaming from the primary)');
  // After REPLICA_RETRY_MS the processes try the replica again; then the fallbacks stop.
  await sleep(6_000);
  window.to = Date.now();
  const settled = await metricSum('grimhunt_db_read_fallbacks_total');
  await readsAnswerWithin(player, 2_000);
  await sleep(2_000);
  const later = (await metricSum('grimhunt_db_read_fallbacks_total')) - settled;
  figures.push(`replica back         ${later} fallbacks in the 2 s of reads after the retry window (0: reads are on the replica again)`);
  if (later > 0) failures.push(`reads still fell back to the primary ${later} times after the replica came back`);
}

async function bouncerFault() {
  const player = {
    token: (await call(apis[0], 'POST', '/api/user/login', { form: { username: 'topo1', password: sha256('secret12') }, audit: true })).body
      .access_token,
  };
  const pids = apis.map((a) => a.child.pid);
  const window = { from: Date.now(), to: null };
  faults.push(window);
  const pid = await bouncer.kill9();
  say(`kill -9 PgBouncer (pid ${pid}) for ${PGBOUNCER_DOWN_MS / 1000} s`);
  const seen = {};
  const until = Date.now() + PGBOUNCER_DOWN_MS;
  while (Date.now() < until) {
    for (const api of apis) {
      const res = await call(api, 'GET', '/api/clientUser/getbasic', { token: player.token, op: 'getbasic probe', audit: true });
      seen[res.status] = (seen[res.status] ?? 0) + 1;
    }
    await sleep(100);
  }
  await bouncer.start();
  const restarted = Date.now();
  say('PgBouncer started again');
  let recovered = null;
  while (Date.now() - restarted < RECOVERY_LIMIT_MS) {
    const statuses = [];
    for (const api of apis)
      statuses.push((await call(api, 'GET', '/api/clientUser/getbasic', { token: player.token, audit: true })).status);
    if (statuses.every((s) => s === 200)) {
      recovered = Date.now() - restarted;
      break;
    }
    await sleep(100);
  }
  window.to = Date.now();
  const sameProcesses = apis.every((a, i) => a.child.pid === pids[i] && a.child.exitCode === null);
  figures.push(
    `PgBouncer killed     answers while down: ${Object.entries(seen)
      .map(([s, n]) => `${s} x${n}`)
      .join(
        ', ',
      )}; both processes answer 200 ${recovered === null ? 'NOT' : `${recovered} ms`} after PgBouncer is back; API processes ${sameProcesses ? 'not restarted' : 'RESTARTED'}`,
  );
  if (!seen[503]) failures.push('no 503 while PgBouncer was down');
  if (Object.keys(seen).some((s) => s !== '503' && s !== '200'))
    failures.push(`answers other than 503 while PgBouncer was down: ${JSON.stringify(seen)}`);
  if (recovered === null) failures.push(`the API did not recover within ${RECOVERY_LIMIT_MS} ms of PgBouncer's return`);
  if (!sameProcesses) failures.push('an API process exited or was restarted');
}

// ---------------------------------------------------------------------------------------------------------------
// The API processes' logs (pino's JSON lines at LOG_LEVEL=warn): what each unexpected 5xx logged, so the report
// names its cause even when the logs are not kept, and every warning or error logged outside the fault windows.

/** An API process's log: pino's JSON entries, and the other lines (the start banner, the driver's console lines). */
function logOf(api) {
  let text = '';
  try {
    text = readFileSync(api.logFile, 'utf8');
  } catch {
    return { entries: [], other: [] };
  }
  const entries = [];
  const other = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let entry = null;
    try {
      entry = line.startsWith('{') ? JSON.parse(line) : null;
    } catch {
      /* not JSON */
    }
    if (entry && typeof entry.level === 'number') entries.push(entry);
    else other.push(line.trim());
  }
  return { entries, other };
}

/** `context | message | error type: error message (code) at the first frame of our code`. */
function describeEntry(entry) {
  const err = entry.err;
  const frame = err?.stack
    ?.split('\n')
    .find((l) => /\/(libs|apps)\//.test(l) && !l.includes('node_modules'))
    ?.trim();
  const error = err ? `${err.type ?? 'Error'}: ${err.message}${err.code ? ` (${err.code})` : ''}${frame ? ` ${frame}` : ''}` : '';
  // Nest's logger hands a message given after an object as the context (warn) or the trace (error).
  return [entry.context, entry.trace, entry.msg, error].filter(Boolean).join(' | ');
}

/** Lines an API process writes at start and stop (everything else it logs is a pino JSON entry with a time). */
const EXPECTED_OTHER = [/^Grimhunt is running/, /^(Game|Back office|API docs|Accounts):/, /^\[grimhunt\] SIGTERM/];
/** TypeORM's warning when the pool loses an idle connection (PgBouncer killed): expected inside a fault window only. */
const POOL_DROPPED = /^Postgres pool raised an error\./;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

function readLogs() {
  const outside = new Map();
  const errorsOutside = [];
  let poolDropped = 0;
  const unknownLines = [];
  const byApi = new Map(apis.map((api) => [api.name, logOf(api)]));
  for (const [name, log] of byApi) {
    for (const entry of log.entries) {
      const dropped = entry.context === 'TypeORM' && POOL_DROPPED.test(entry.msg ?? '');
      if (inAnyFault(entry.time)) {
        if (dropped) poolDropped++;
        continue;
      }
      const key = `${name}: level ${entry.level} ${describeEntry(entry).slice(0, 300)}`;
      outside.set(key, (outside.get(key) ?? 0) + 1);
      // A connection dropped with no fault going on is as unexpected as an error.
      if (entry.level >= 50 || dropped) errorsOutside.push(key);
    }
    for (const raw of log.other) {
      const line = raw.replace(ANSI, '');
      if (EXPECTED_OTHER.some((re) => re.test(line))) continue;
      unknownLines.push(`${name}: ${line.slice(0, 300)}`);
    }
  }
  return { byApi, outside, errorsOutside, poolDropped, unknownLines };
}

/**
 * ERROR lines of the primary's log outside the fault windows, with the statement PostgreSQL names: the load sends
 * well-formed requests, so any (a deadlock the API retried, a constraint the code did not expect) is a bug. One
 * error is the design: the market's one-statement placement raises `market order refused` (the open-order limit, an
 * own crossing order) to write nothing, and the API answers why from its multi-statement path.
 */
const EXPECTED_ERRORS = [/^market order refused: /];
function primaryErrors() {
  let text = '';
  try {
    text = readFileSync(primary.logFile, 'utf8');
  } catch {
    return [];
  }
  const errors = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+) UTC (\[\d+\]) ERROR:\s+(.*)$/.exec(lines[i]);
    if (!m || inAnyFault(Date.parse(`${m[1]}T${m[2]}Z`)) || EXPECTED_ERRORS.some((e) => e.test(m[4]))) continue;
    // The statement follows the DETAIL, HINT and CONTEXT lines of the same backend; its own lines go on with a tab.
    const own = `UTC ${m[3]} `;
    let j = i + 1;
    while (j < lines.length && j < i + 80 && !lines[j].includes(`${own}STATEMENT:`) && !/ UTC \[\d+\] (ERROR|LOG):/.test(lines[j])) j++;
    const statement = [];
    if (lines[j]?.includes(`${own}STATEMENT:`)) {
      statement.push(lines[j].replace(/^.*?STATEMENT:/, ''));
      while (lines[++j]?.startsWith('\t')) statement.push(lines[j]);
    }
    const sql = statement.join(' ').replace(/\s+/g, ' ').trim();
    errors.push(`${m[4]}${sql ? ` (${sql.slice(0, 160)})` : ''}`);
  }
  return errors;
}

function finish(report) {
  const all = [...failures, ...report.failures];
  const logs = readLogs();
  const causeOf = (failure) => {
    const entry = logs.byApi.get(failure.api.name)?.entries.find((e) => e.reqId === failure.reqId && e.level >= 50);
    return entry
      ? `${failure.what} (request ${failure.reqId}: ${describeEntry(entry)})`
      : `${failure.what} (request ${failure.reqId}: nothing logged)`;
  };
  if (stats.unexpected5xx.length > 0)
    all.push(
      `${stats.unexpected5xx.length} 5xx outside the fault windows, e.g. ${stats.unexpected5xx.slice(0, 3).map(causeOf).join(' | ')}`,
    );
  if (logs.errorsOutside.length > 0)
    all.push(
      `${logs.errorsOutside.length} errors logged outside the fault windows, e.g. ${[...new Set(logs.errorsOutside)].slice(0, 3).join(' | ')}`,
    );
  const dbErrors = primaryErrors();
  if (dbErrors.length > 0)
    all.push(`${dbErrors.length} ERROR lines in the primary's log outside the fault windows, e.g. ${dbErrors.slice(0, 3).join(' | ')}`);
  if (logs.unknownLines.length > 0)
    all.push(`${logs.unknownLines.length} unexpected log lines, e.g. ${logs.unknownLines.slice(0, 3).join(' | ')}`);
  console.log('\n== topology report ==');
  console.log(
    `mode                 ${short ? 'short' : 'full'} (${PLAYERS} players, 2 API processes via PgBouncer, replica reads, ${elapsed()})`,
  );
  console.log(
    `operations           ${stats.operations}  ${Object.entries(stats.byOp)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `errors by kind       ${
      Object.entries(stats.errors)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(`5xx outside faults   ${stats.unexpected5xx.length}`);
  console.log(
    `logs outside faults  ${logs.outside.size === 0 ? 'no warning, no error' : ''}${[...logs.outside]
      .map(([line, n]) => `\n  ${n} x ${line}`)
      .join('')}`,
  );
  console.log(`primary log errors   ${dbErrors.length}`);
  console.log(
    `pool warnings        ${logs.poolDropped} x 'Postgres pool raised an error' in the fault windows (connections PgBouncer dropped when killed)`,
  );
  for (const line of figures) console.log(line);
  for (const line of report.lines) console.log(line);
  console.log(`lost                 ${report.lost}`);
  console.log(`duplicated           ${report.duplicated}`);
  if (all.length > 0) {
    console.log('\nFAILED:');
    for (const f of all) console.log(`  - ${f}`);
    return 1;
  }
  console.log('\nOK');
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[topology] aborted: ${error?.stack ?? error}`);
  for (const server of [primary, replica]) if (server) console.error(`--- ${server.name} log ---\n${server.log()}`);
} finally {
  await cleanup(exitCode !== 0);
}
process.exit(exitCode);
