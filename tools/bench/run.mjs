#!/usr/bin/env node
// `npm run bench`: starts the real server on a fresh data folder (embedded PostgreSQL) and prints figures:
// start-up time (first boot and a boot on the existing data folder), login and getme throughput and p99, buy
// throughput (one player and many), ladder page latency with BENCH_LADDER_PLAYERS (default 1,000,000) players.
// Load goes to 127.0.0.1 only; every run is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connectEmbedded, generateLadder, itemId, login, makeShoppers } from './economy.mjs';
import { makeHunters, pgbenchBareHunt } from './hunt.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'grimhunt-bench-'));
chmodSync(dataDir, 0o755);
const sha256 = (t) => createHash('sha256').update(t).digest('hex');

let current = null;

function startServer() {
  const t0 = performance.now();
  const child = current = spawn(process.execPath, ['-r', join(root, 'tools/scripts/register.cjs'), join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return new Promise((resolve, reject) => {
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve({ child, ms: performance.now() - t0 });
      } catch { /* not yet */ }
      if (performance.now() - t0 > 120_000) return reject(new Error('server did not start'));
      setTimeout(poll, 25);
    };
    poll();
  });
}

function stopServer(child) {
  child.stderr?.removeAllListeners();
  return new Promise((resolve) => { child.on('exit', resolve); child.kill('SIGTERM'); });
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, connections, duration, ...opts, path: undefined }, (err, result) => {
      if (err) return reject(err);
      const non2xx = result.non2xx + result.errors;
      console.log(`${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${non2xx}`);
      resolve(result);
    });
  });
}

/** Buys (one player: every buy waits for the previous one's row lock; 64 players: in parallel) and ladder pages. */
async function economy(demoToken) {
  const db = await connectEmbedded(dataDir);
  const admin = await login(base, 'admin', sha256('admin'));
  const cheese = await itemId(base, admin, 'Grave Moss Cheese');
  const buyForm = new URLSearchParams({ itemId: cheese, amount: '1', premium: 'false' }).toString();
  const buy = { path: '/api/game/buysell', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: buyForm };
  const shoppers = await makeShoppers(base, db, admin, 64, sha256('demo1234'));
  await run('POST /api/game/buysell, 1 player', { ...buy, headers: { ...buy.headers, authorization: `Bearer ${shoppers[0]}` } });
  let next = 0;
  await run('POST /api/game/buysell, 64 players', {
    ...buy,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${shoppers[next++ % shoppers.length]}` } }) }],
  });
  const [{ drift }] = (await db.query(`
    SELECT count(*)::int AS drift FROM (
      SELECT user_id, item_id, amount FROM inventory
      EXCEPT SELECT user_id, ref_id, sum(delta)::int FROM ledger WHERE kind = 'item' GROUP BY 1, 2) d`)).rows;
  console.log(`ledger audit after the buys: ${drift === 0 ? 'inventory equals the ledger sums' : `${drift} rows DRIFT`}`);

  const players = Number(process.env.BENCH_LADDER_PLAYERS ?? 1_000_000);
  const ms = await generateLadder(db, players);
  console.log(`\ngenerated ${players.toLocaleString('en-US')} ranked players in ${Math.round(ms / 1000)} s`);
  const auth = { authorization: `Bearer ${demoToken}` };
  await run('GET ladder page 0 (top 50)', { path: '/api/ladder/LadderAroundUserId/0', headers: auth });
  await run(`GET ladder page at ${Math.floor(players / 2).toLocaleString('en-US')}`, { path: `/api/ladder/LadderAroundUserId/${Math.floor(players / 2)}`, headers: auth });
  await run('GET ladder own page (from=-1, last)', { path: '/api/ladder/LadderAroundUserId/-1', headers: auth });
  await db.end();
}

/** Engine hunts/s (pure), the hunt endpoint with many hunters, and pgbench running the bare hunt transaction. */
async function hunt() {
  const engine = spawnSync(process.execPath, ['-r', join(root, 'tools/scripts/register.cjs'), join(root, 'tools/bench/engine-bench.ts')], { cwd: root, encoding: 'utf8' });
  process.stdout.write(engine.stdout || engine.stderr);
  const db = await connectEmbedded(dataDir);
  const count = Number(process.env.BENCH_HUNTERS ?? 20_000);
  const { cheese, tokens } = await makeHunters(db, dataDir, count);
  let next = 0;
  const results = new Map();
  const endpoint = await run('POST /api/huntrefactored/hunt', {
    path: '/api/huntrefactored/hunt',
    method: 'POST',
    requests: [{
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
      onResponse: (status, body) => {
        const result = status === 200 ? JSON.parse(body).huntResult : `HTTP ${status}`;
        results.set(result, (results.get(result) ?? 0) + 1);
      },
    }],
  });
  console.log(`  hunt results: ${[...results].map(([k, v]) => `${k} ${v}`).join(', ')}${next > tokens.length ? ' (some hunters came round twice: raise BENCH_HUNTERS)' : ''}`);
  const bare = await pgbenchBareHunt(db, dataDir, { count, cheese, seconds: duration, connections });
  if (!bare) console.log('pgbench not found (apt-get install postgresql-client): no bare-transaction figure');
  else {
    console.log(`pgbench, bare hunt transaction           ${String(Math.round(bare.tps)).padStart(7)} tx/s    avg ${bare.latencyMs} ms   (${bare.binary})`);
    console.log(`endpoint / bare transaction              ${(endpoint.requests.average / bare.tps).toFixed(2)}`);
  }
  await db.end();
}

async function main() {
  console.log(`Grimhunt benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}, data in ${dataDir}\n`);
  const first = await startServer();
  console.log(`start-up, fresh data folder (initdb + migrations)  ${Math.round(first.ms)} ms`);
  await stopServer(first.child);
  const second = await startServer();
  console.log(`start-up, existing data folder                     ${Math.round(second.ms)} ms\n`);

  const form = new URLSearchParams({ username: 'demo', password: sha256('demo1234') }).toString();
  const demo = await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })).json();
  await run('GET /api/version/', { path: '/api/version/' });
  await run('POST /api/user/login (argon2id)', { path: '/api/user/login', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  await run('GET /api/clientUser/getme', { path: '/api/clientUser/getme', headers: { authorization: `Bearer ${demo.access_token}` } });
  await economy(demo.access_token);
  console.log('');
  await hunt();
  const rss = await (await fetch(`${base}/api/health`)).json();
  await stopServer(second.child);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\nserver answered health: ${JSON.stringify(rss)}`);
}

main().catch((error) => {
  console.error(error);
  current?.kill('SIGTERM');
  process.exit(1);
});
