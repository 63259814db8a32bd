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
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
    env: { ...base.env, ...overrides.env },
    databaseUrl: url,
  };
  const app = await createApp(config);
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
    close: () => app.close(),
  };
}
