import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestHttp } from '@grimhunt/testing';
import { createApp, RunnableConfig } from '../app.factory';
import { AppConfig, readConfig } from '../config/app.config';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestHttp;
  baseUrl: string;
  databaseUrl: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** What a test may set: any configuration, plus a clock it moves (`fixedClock()`) and a seeded RNG. */
export type TestAppOptions = Partial<AppConfig> & Pick<RunnableConfig, 'clock' | 'rng'>;

/**
 * The real server on a fresh database of the test PostgreSQL, listening on a free port: tests speak HTTP to it.
 * The bootstrap admin is `admin` / `admin`; no demo player unless asked. Pass `{ clock: fixedClock() }` to move the
 * application's time (`clock.advance(24 * 3600_000)`) without rewriting rows; hunt cooldowns use the database clock.
 * `env: { HUNT_CHALLENGE_EVERY: '3' }` adds settings that modules parse from the environment (never `process.env`).
 * Code that asks for a second pool connection inside a transaction fails at once here (DB_GUARD_NESTED).
 */
export async function startTestApp(overrides: TestAppOptions = {}, databaseUrl?: string): Promise<TestApp> {
  const url = databaseUrl ?? (await createTestDatabase());
  const base = readConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    DATA_DIR: '/tmp/grimhunt-test-data',
    PORT: '0',
  });
  const config = {
    ...base,
    admin: { name: 'admin', password: 'admin', email: 'admin@grimhunt.local' },
    demoPlayer: null,
    demoContent: false,
    // A second main-pool connection asked for inside a transaction fails the request (and so its test) at once.
    dbGuardNested: true,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
    env: { ...base.env, ...overrides.env },
    databaseUrl: url,
  };
  const app = await createApp(config);
  const sockets = trackSockets(app.getHttpServer() as Server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    http: new TestHttp(baseUrl, config.appKey ? { 'x-app-key': config.appKey } : {}),
    baseUrl,
    databaseUrl: url,
    dataSource: app.get(DataSource),
    close: () => closeWatched(app, sockets),
  };
}

/** Which request each open socket of the server last carried, for the report of a slow close. */
function trackSockets(server: Server): () => string {
  const open = new Map<Socket, string>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, 'no request yet');
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const what = `${req.method} ${req.url?.slice(0, 80)}`;
    open.set(req.socket, `${what} (answer pending)`);
    res.once('finish', () =>
      open.set(req.socket, `${what} (answered ${res.statusCode}, request ${req.complete ? 'read' : 'not fully read'})`),
    );
  });
  return () => [...open.values()].join('; ') || 'none';
}

/**
 * `app.close()`, with a report when it takes longer than 10 s: what still holds the HTTP server and the pool (a
 * request in flight, a pool connection never released). After the report the server's remaining connections are
 * closed, as the API's own shutdown deadline would, so that one stuck socket does not outlive the suite.
 */
async function closeWatched(app: NestFastifyApplication, sockets: () => string): Promise<void> {
  const server = app.getHttpServer() as Server;
  const pool = (app.get(DataSource).driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } })
    .master;
  const watch = setTimeout(() => {
    console.warn(
      `test app: close() still running after 10 s: sockets ${sockets()}; pool ` +
        `${pool ? `${pool.totalCount} total / ${pool.idleCount} idle / ${pool.waitingCount} waiting` : 'gone'}`,
    );
    server.closeAllConnections();
  }, 10_000);
  try {
    await app.close();
  } finally {
    clearTimeout(watch);
  }
}
