#!/usr/bin/env node
// `npm run bench`: starts the real server on a fresh data folder (embedded PostgreSQL) and prints figures:
// start-up time (first boot and a boot on the existing data folder), login and getme throughput and p99.
// Load goes to 127.0.0.1 only; every run is bounded in time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'grimhunt-bench-'));
chmodSync(dataDir, 0o755);
const sha256 = (t) => createHash('sha256').update(t).digest('hex');

function startServer() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['-r', join(root, 'tools/scripts/register.cjs'), join(root, 'apps/api/src/main.ts')], {
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

async function main() {
  console.log(`Grimhunt benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}, data in ${dataDir}\n`);
  const first = await startServer();
  console.log(`start-up, fresh data folder (initdb + migrations)  ${Math.round(first.ms)} ms`);
  await stopServer(first.child);
  const second = await startServer();
  console.log(`start-up, existing data folder                     ${Math.round(second.ms)} ms\n`);

  const form = new URLSearchParams({ username: 'demo', password: sha256('demo1234') }).toString();
  const login = await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })).json();
  await run('GET /api/version/', { path: '/api/version/' });
  await run('POST /api/user/login (argon2id)', { path: '/api/user/login', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  await run('GET /api/clientUser/getme', { path: '/api/clientUser/getme', headers: { authorization: `Bearer ${login.access_token}` } });
  const rss = await (await fetch(`${base}/api/health`)).json();
  await stopServer(second.child);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\nserver answered health: ${JSON.stringify(rss)}`);
}

main().catch((error) => { console.error(error); process.exit(1); });
