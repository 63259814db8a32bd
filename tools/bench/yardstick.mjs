// The yardstick of `npm run bench`: pgbench's built-in tpcb-like script (written by PostgreSQL, not by us) on a
// separate database of the same embedded server, in the same run as the endpoints, so figures can be read as ratios
// that mean the same on a fast and on a slow (or busy) machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { embeddedAddress } from './setup.mjs';

const CANDIDATES = [
  '/usr/lib/postgresql/17/bin/pgbench',
  '/usr/lib/postgresql/16/bin/pgbench',
  '/usr/lib/postgresql/15/bin/pgbench',
  '/usr/bin/pgbench',
];

/** The pgbench binary, or null when it is not installed (Debian: apt-get install postgresql-client). */
export function findPgbench() {
  const fromEnv = process.env.PGBENCH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(existsSync) ?? null;
}

function pgbench(binary, dataDir, args) {
  const { port, password } = embeddedAddress(dataDir);
  const out = spawnSync(binary, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', ...args], {
    env: { ...process.env, PGPASSWORD: password },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${out.stderr || out.stdout}`);
  return out.stdout;
}

/**
 * `pgbench -i -s <scale>` into a fresh database `yardstick` of the server behind `db`, then the built-in tpcb-like
 * script for `seconds` with `clients` clients. Answers { tps, latencyMs, p99Ms? , binary, scale, clients } or null
 * when pgbench is missing. The database is dropped afterwards.
 */
export async function tpcbLike(db, dataDir, { seconds, clients, scale = 10 }) {
  const binary = findPgbench();
  if (!binary) return null;
  await db.query('DROP DATABASE IF EXISTS yardstick');
  await db.query('CREATE DATABASE yardstick');
  try {
    const t0 = performance.now();
    pgbench(binary, dataDir, ['-i', '-q', '-s', String(scale), 'yardstick']);
    const initMs = performance.now() - t0;
    const out = pgbench(binary, dataDir, ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), '-r', 'yardstick']);
    const tps = /tps = ([\d.]+)/.exec(out);
    const latency = /latency average = ([\d.]+) ms/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps: ${out}`);
    return { tps: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : null, binary, scale, clients, initMs };
  } finally {
    await db.query('DROP DATABASE IF EXISTS yardstick');
  }
}
