import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, PASSWORD_FILE } from './embedded-postgres';

interface Started {
  url: string;
  port: number;
  socketDir: string | null;
  tcp: boolean;
}

const CHILD = join(__dirname, '..', 'testing', 'embedded-postgres.child.ts');
const REGISTER = join(__dirname, '..', '..', '..', '..', 'tools', 'scripts', 'register.cjs');

/** Runs the child script (outside Jest) and resolves with its first JSON line. */
function child(args: string[]): { process: ChildProcess; ready: Promise<Started & { done?: boolean }> } {
  const proc = spawn(process.execPath, ['-r', REGISTER, CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const ready = new Promise<Started & { done?: boolean }>((resolve, reject) => {
    proc.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    proc.stderr!.on('data', (chunk) => (err += chunk));
    proc.on('exit', (code) => reject(new Error(`the child exited (${code}) before it was ready: ${err}`)));
  });
  return { process: proc, ready };
}

function stopChild(proc: ChildProcess | null): Promise<void> {
  if (!proc || proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.on('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

/** What the server answers to a connection: 'ok', or the error's code (28P01 wrong password, ECONNREFUSED no listener). */
async function attempt(config: ConstructorParameters<typeof Client>[0]): Promise<string> {
  const client = new Client(config);
  try {
    await client.connect();
    await client.end();
    return 'ok';
  } catch (error) {
    await client.end().catch(() => undefined);
    return (error as { code?: string }).code ?? String(error);
  }
}

const tcpAs = (port: number, password: string) => attempt({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
const passwordIn = (dir: string) => readFileSync(join(dir, PASSWORD_FILE), 'utf8').trim();

describe('the embedded PostgreSQL is closed to other local users and programs', () => {
  let dir: string;
  let running: ChildProcess | null = null;

  async function start(...args: string[]): Promise<Started> {
    const started = child(['start', dir, ...args]);
    running = started.process;
    return started.ready;
  }
  async function stop(): Promise<void> {
    await stopChild(running);
    running = null;
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gh-pg-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  });
  afterEach(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a new data folder its own password (file mode 0600) and listens on its Unix socket only', async () => {
    const db = await start();
    const password = passwordIn(dir);
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(statSync(join(dir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(db.tcp).toBe(false);
    expect(await tcpAs(db.port, 'postgres')).toBe('ECONNREFUSED');
    expect(await tcpAs(db.port, password)).toBe('ECONNREFUSED');
    expect(await attempt({ connectionString: db.url })).toBe('ok');
    expect(await attempt({ host: db.socketDir!, port: db.port, user: 'postgres', password: 'postgres', database: 'postgres' })).toBe(
      '28P01',
    );
  }, 60_000);

  it('keeps the password across restarts and asks for it on loopback TCP when told to listen there', async () => {
    await start();
    const password = passwordIn(dir);
    await stop();
    const db = await start('tcp');
    expect(passwordIn(dir)).toBe(password);
    expect(await tcpAs(db.port, 'postgres')).toBe('28P01');
    expect(await tcpAs(db.port, password)).toBe('ok');
  }, 60_000);

  it('takes the fixed postgres/postgres superuser of an older data folder away on its first start', async () => {
    const port = await freePort();
    await child(['legacy', dir, String(port)]).ready;
    expect(existsSync(join(dir, PASSWORD_FILE))).toBe(false);

    const db = await start('tcp', String(port));
    const password = passwordIn(dir);
    expect(password).not.toBe('postgres');
    expect(statSync(join(dir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(await tcpAs(db.port, 'postgres')).toBe('28P01');
    expect(await tcpAs(db.port, password)).toBe('ok');
    expect(readFileSync(join(dir, 'pg', 'pg_hba.conf'), 'utf8')).not.toMatch(/\b(password|trust|md5)\s*$/m);
    // The game's database is still there.
    expect(await attempt({ connectionString: db.url.replace('/postgres?', '/grimhunt?') })).toBe('ok');
    await stop();
    const again = await start();
    expect(passwordIn(dir)).toBe(password);
    expect(await attempt({ connectionString: again.url })).toBe('ok');
  }, 90_000);
});
