// First: the thread pool's size must be set before anything uses the pool (config/thread-pool.ts).
import './config/thread-pool';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { readConfig } from './config/app.config';
import { ensureDatabase } from './config/database';
import { connectionProbe, watchDatabase } from './config/database-watchdog';
import { EmbeddedDatabase, startEmbeddedPostgres } from './config/embedded-postgres';
import { startMetricsServer } from './metrics/metrics-http';

/**
 * Connections the kernel may hold ready for the API to accept (it caps this at net.core.somaxconn). Node's default is
 * 511, and its event loop accepts one connection per turn: a burst of new connections to a busy API (a proxy
 * reconnecting, a crowd arriving at once) filled that queue, and each connection the kernel then dropped came back only
 * with TCP's retry a second later (counted on 2026-11-28: 380 dropped in one burst of 900 at 3,500 getme a second).
 */
const LISTEN_BACKLOG = 4096;

const bootLogger = {
  log: (m: string) => console.log(`[grimhunt] ${m}`),
  warn: (m: string) => console.warn(`[grimhunt] ${m}`),
  error: (m: string) => console.error(`[grimhunt] ${m}`),
};

async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, bootLogger, { settings: config.embeddedPgSettings, tcp: config.embeddedPgTcp });
    databaseUrl = await ensureDatabase(embedded.url, 'grimhunt');
    const where = [embedded.socketDir && `its socket in ${embedded.socketDir}`, embedded.tcp && `127.0.0.1:${embedded.port}`].filter(
      Boolean,
    );
    bootLogger.log(
      `embedded PostgreSQL on ${where.join(' and ')} (data in ${config.dataDir}/pg, password in ${config.dataDir}/pg-password)`,
    );
  }

  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bootLogger.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      metricsServer?.close();
      await app?.close();
    } finally {
      await embedded?.stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start` (tools/scripts/start.mjs) over an IPC channel: when that process dies, even by kill -9,
  // shut down too rather than leave the API and its embedded PostgreSQL running.
  if (process.send) process.on('disconnect', () => void stop('npm start exited'));

  try {
    app = await createApp({ ...config, databaseUrl });
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    if (config.metricsPort) metricsServer = await startMetricsServer(config.metricsPort, config.metricsHost);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  // A database that stays away (a killed embedded PostgreSQL, a lost server) would leave the API answering 503 for
  // ever: exit non-zero instead, so that the supervisor starts it again (and a new embedded server with it).
  watchDatabase(connectionProbe(databaseUrl), {
    intervalMs: Math.min(2000, config.dbDownExitMs),
    timeoutMs: 5000,
    giveUpMs: config.dbDownExitMs,
    onGiveUp: (downForMs) => {
      bootLogger.error(
        `the database has not answered for ${Math.round(downForMs / 1000)} s: exiting so that a supervisor starts the API again`,
      );
      const force = setTimeout(() => process.exit(1), 5000);
      force.unref();
      void Promise.allSettled([app?.close(), embedded?.stop()]).finally(() => process.exit(1));
    },
  });
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Grimhunt is running (started in ${Date.now() - started} ms)`,
    `  Game:         ${base}/`,
    `  Back office:  ${base}/admin/`,
    ...(config.apiDocs ? [`  API docs:     ${base}/api/docs`] : []),
  ];
  if (config.nodeEnv !== 'production') {
    lines.push(
      `  Accounts:     ${config.admin ? `${config.admin.name} / ${config.admin.password} (admin)` : ''}${config.demoPlayer ? `, ${config.demoPlayer.name} / ${config.demoPlayer.password} (player)` : ''}`,
    );
  }
  console.log(lines.join('\n') + '\n');
  new Logger('Main').log(`listening on ${config.host}:${config.port}`);
}

main().catch((error) => {
  console.error(`[grimhunt] could not start: ${(error as Error)?.stack ?? error}`);
  process.exit(1);
});
