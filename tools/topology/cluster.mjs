// The database tier of `npm run topology`: Debian's PostgreSQL 15 primary, a streaming replica made with
// pg_basebackup, and PgBouncer in transaction mode in front of the primary, each a process on the loopback that can
// be killed and started again. As root, the servers run as the `postgres` user (PostgreSQL and PgBouncer refuse
// root), through runuser, as .ci/run does.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const asRoot = process.getuid?.() === 0;

function ids() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Runs a server tool as `postgres` when we are root; its output, or an error with it. */
function run(command, args, options = {}) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function pidOf(file) {
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

async function killAndWait(pid) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(50);
}

export function checkTools() {
  const missing = [join(PG_BIN, 'initdb'), join(PG_BIN, 'pg_basebackup'), PGBOUNCER].filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`missing: ${missing.join(', ')} (apt-get install postgresql-15 pgbouncer)`);
  if (asRoot) {
    try {
      ids();
    } catch {
      execFileSync('useradd', ['--system', '--user-group', '--home-dir', '/var/lib/postgresql', 'postgres']);
    }
  }
}

/** A directory the `postgres` user owns. */
export function ownedDir(path) {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
  if (asRoot) {
    const { uid, gid } = ids();
    chownSync(path, uid, gid);
  }
  return path;
}

/** One PostgreSQL 15 server (primary or standby) on 127.0.0.1:`port`, data in `dir/data`. */
export class PgServer {
  constructor(name, dir, port) {
    this.name = name;
    this.dir = ownedDir(dir);
    this.data = join(dir, 'data');
    this.port = port;
    this.logFile = join(dir, 'server.log');
  }

  url(database = 'grimhunt') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** initdb with what streaming replication needs; trust on the loopback only. */
  initPrimary() {
    run(join(PG_BIN, 'initdb'), ['-D', this.data, '-U', 'postgres', '--auth=trust', '--no-sync']);
    writeFileSync(
      join(this.data, 'pg_hba.conf'),
      ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust', ''].join('\n'),
    );
  }

  /** A standby of `primary` from pg_basebackup (-R writes standby.signal and primary_conninfo). */
  initReplica(primary) {
    run(join(PG_BIN, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      this.data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  }

  start() {
    run(join(PG_BIN, 'pg_ctl'), [
      '-D',
      this.data,
      '-l',
      this.logFile,
      '-w',
      '-t',
      '60',
      '-o',
      [
        `-p ${this.port}`,
        '-c listen_addresses=127.0.0.1',
        "-c unix_socket_directories=''",
        '-c max_connections=200',
        '-c wal_level=replica',
        '-c max_wal_senders=5',
        '-c hot_standby=on',
        '-c fsync=on',
        // The run reads the primary's log by time (its ERROR lines outside the fault windows).
        '-c log_timezone=UTC',
      ].join(' '),
      'start',
    ]);
  }

  postmasterPid() {
    return pidOf(join(this.data, 'postmaster.pid'));
  }

  /** kill -9 of the postmaster and its backends. */
  async kill9() {
    const pid = this.postmasterPid();
    await killAndWait(pid);
    // The backends notice the postmaster's death and exit; wait for them to release the shared memory.
    await sleep(1500);
    return pid;
  }

  stop() {
    try {
      run(join(PG_BIN, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* not running */
    }
  }

  log(lines = 15) {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

/** PgBouncer in transaction mode on 127.0.0.1:`port`, forwarding database `grimhunt` to the primary. */
export class Bouncer {
  constructor(dir, port, primary, poolSize) {
    this.dir = ownedDir(dir);
    this.port = port;
    this.logFile = join(dir, 'pgbouncer.log');
    this.pidFile = join(dir, 'pgbouncer.pid');
    this.config = join(dir, 'pgbouncer.ini');
    writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
    writeFileSync(
      this.config,
      [
        '[databases]',
        `grimhunt = host=127.0.0.1 port=${primary.port} dbname=grimhunt user=postgres`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        `default_pool_size = ${poolSize}`,
        'server_reset_query =',
        'ignore_startup_parameters = extra_float_digits,options,application_name',
        `logfile = ${this.logFile}`,
        `pidfile = ${this.pidFile}`,
        '',
      ].join('\n'),
    );
    if (asRoot) {
      const { uid, gid } = ids();
      for (const f of ['userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, f), uid, gid);
    }
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/grimhunt`;
  }

  async start() {
    run(PGBOUNCER, ['-d', this.config]);
    for (let i = 0; i < 100 && !pidOf(this.pidFile); i++) await sleep(50);
  }

  async kill9() {
    const pid = pidOf(this.pidFile);
    await killAndWait(pid);
    return pid;
  }

  async stop() {
    await killAndWait(pidOf(this.pidFile));
  }
}

/** Waits until `url` answers SELECT 1 (a fresh standby needs a moment to reach consistency). */
export async function waitReady(pg, url, timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() - start > timeoutMs) throw new Error(`${url} not ready: ${error?.message}`);
      await sleep(200);
    }
  }
}
