import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/** Runtime configuration from the environment (README "Configuration"). */
export interface AppConfig {
  /** The environment this configuration was read from (modules that parse their own settings get it as RUNTIME_ENV). */
  env: Readonly<Record<string, string | undefined>>;
  /** DB_POOL_SIZE: connections per API process (default: three per core, at least 4, at most 20). */
  dbPoolSize: number;
  /** DB_PREPARED_STATEMENTS=off: send every statement unnamed (needed behind a pooler in transaction mode). */
  dbPreparedStatements: boolean;
  /**
   * DB_PIPELINES: connections of each of the two pipelined sets (the market's placements, the player views' reads;
   * default 2); above 0 the pool's connections pipeline too. 0: nothing is pipelined.
   */
  dbPipelines: number;
  /**
   * DB_GUARD_NESTED=on: a main-pool connection asked for inside a transaction fails its request at once (tests and
   * browser tests run with it; off by default, it costs CPU on every transaction).
   */
  dbGuardNested: boolean;
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL: a streaming replica for the reads that tolerate a few seconds of lag (ladder, analytics, searches). */
  databaseReadUrl?: string;
  /** DATABASE_LISTEN_URL: the primary directly (not through a pooler in transaction mode), for LISTEN/NOTIFY. */
  databaseListenUrl?: string;
  dataDir: string;
  /** PG_SETTINGS: extra `name=value` settings for the embedded PostgreSQL, separated by `;` (diagnostics, e.g. pg_stat_statements). */
  embeddedPgSettings: string[];
  /** PG_TCP=on: the embedded PostgreSQL also listens on 127.0.0.1 (password required); otherwise on its Unix socket only. */
  embeddedPgTcp: boolean;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  appKey?: string;
  admin: { name: string; password: string; email: string } | null;
  demoContent: boolean | undefined;
  demoPlayer: { name: string; password: string; email: string } | null;
  paymentProvider: string;
  /** TRUST_PROXY: false, or the proxy addresses/CIDRs whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  /** CORS_ORIGINS (comma separated); undefined: development allows local dev servers, production none. */
  corsOrigins: string[] | undefined;
  /** /api/docs: on in development (API_DOCS=off turns it off); never public in production. */
  apiDocs: boolean;
  rateLimits: boolean;
  logLevel: string;
  /** DB_DOWN_EXIT_SECONDS: the API exits non-zero when the database has not answered for this long (a supervisor restarts it). */
  dbDownExitMs: number;
  /** Bounds on how long a client may take to send a request (slow-drip connections are closed after them). */
  httpTimeouts: HttpTimeouts;
  /** METRICS_TOKEN: `/metrics` on the API's port answers `Authorization: Bearer <token>` only. */
  metricsToken?: string;
  /** METRICS_PORT: a separate listener for `/metrics` (no token; keep it on a private network). */
  metricsPort?: number;
  /** METRICS_HOST: the address the metrics listener binds (loopback unless told otherwise: it has no token). */
  metricsHost: string;
  /** Built front ends; served when present. */
  playerDist: string;
  adminDist: string;
}

/**
 * HTTP_HEADERS_TIMEOUT / HTTP_REQUEST_TIMEOUT (seconds): a connection that has not sent a whole request head, or a
 * whole request with its body, within them is closed (408 when possible); idle keep-alive connections close after
 * `keepAliveMs`.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback * 1000;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of seconds above 0, got "${value}"`);
  return Math.round(n * 1000);
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * Connections per API process when DB_POOL_SIZE is unset: three per core, at least 4, at most 20. More connections
 * than the cores can serve only add PostgreSQL backends that take turns on the same cores: on the 2-core machine a
 * pool of 20 cost PostgreSQL 4.1-4.9 ms of CPU per hunt against 2.5-2.8 ms with 6, and 6 served a third more hunts
 * (docs/performance.md, "Pool size"). Fewer than 4 leaves commits waiting on the disk's flush one after the other.
 */
export function defaultPoolSize(cores: number): number {
  return Math.min(20, Math.max(4, 3 * Math.floor(cores)));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, workspaceRoot = process.cwd()): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(workspaceRoot, env.DATA_DIR ?? 'data');
  const jwtSecret = env.JWT_SECRET ?? (production ? undefined : devSecret(dataDir));
  if (!jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret.length < 32 && production) throw new Error('JWT_SECRET must be at least 32 characters');
  const adminName = env.ADMIN_USERNAME ?? (production ? undefined : 'admin');
  const adminPassword = env.ADMIN_PASSWORD ?? (production ? undefined : 'admin');
  const dbPoolSize = Number(env.DB_POOL_SIZE ?? defaultPoolSize(availableParallelism()));
  if (!Number.isInteger(dbPoolSize) || dbPoolSize < 1)
    throw new Error(`DB_POOL_SIZE must be a whole number above 0, got "${env.DB_POOL_SIZE}"`);
  const dbPipelines = Number(env.DB_PIPELINES ?? 2);
  if (!Number.isInteger(dbPipelines) || dbPipelines < 0 || dbPipelines > 16)
    throw new Error(`DB_PIPELINES must be a whole number from 0 to 16, got "${env.DB_PIPELINES}"`);
  return {
    env: Object.freeze({ ...env }),
    dbPoolSize,
    dbPipelines,
    dbPreparedStatements: flag(env.DB_PREPARED_STATEMENTS) !== false,
    dbGuardNested: flag(env.DB_GUARD_NESTED) === true,
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    dataDir,
    embeddedPgSettings: pgSettings(env.PG_SETTINGS),
    embeddedPgTcp: flag(env.PG_TCP) === true,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Grimhunt <no-reply@grimhunt.local>',
    jwtSecret,
    appKey: env.APP_KEY || undefined,
    admin:
      adminName && adminPassword
        ? { name: adminName, password: adminPassword, email: env.ADMIN_EMAIL ?? `${adminName}@grimhunt.local` }
        : null,
    demoContent: flag(env.DEMO_CONTENT),
    demoPlayer: production ? null : { name: 'demo', password: 'demo1234', email: 'demo@grimhunt.local' },
    paymentProvider: paymentProvider(env, production),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    corsOrigins:
      env.CORS_ORIGINS === undefined
        ? undefined
        : env.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    apiDocs: !production && flag(env.API_DOCS) !== false,
    rateLimits: env.RATE_LIMITS !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    httpTimeouts: httpTimeouts(env),
    dbDownExitMs: seconds('DB_DOWN_EXIT_SECONDS', env.DB_DOWN_EXIT_SECONDS, 60),
    metricsToken: metricsToken(env.METRICS_TOKEN, production),
    metricsPort: env.METRICS_PORT ? portNumber('METRICS_PORT', env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    playerDist: resolve(workspaceRoot, env.PLAYER_DIST ?? 'dist/apps/player'),
    adminDist: resolve(workspaceRoot, env.ADMIN_DIST ?? 'dist/apps/admin'),
  };
}

/**
 * Ten seconds for a request's head is plenty on a phone; a minute for a whole request lets a 10 MiB picture reach the
 * back office over a slow link. Keep-alive stays above the 60 s that proxies in front commonly keep an idle upstream
 * connection, so a proxy never sends on a connection the API has just closed.
 */
function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const headersMs = seconds('HTTP_HEADERS_TIMEOUT', env.HTTP_HEADERS_TIMEOUT, 10);
  const requestMs = seconds('HTTP_REQUEST_TIMEOUT', env.HTTP_REQUEST_TIMEOUT, 60);
  if (requestMs < headersMs) throw new Error('HTTP_REQUEST_TIMEOUT must not be shorter than HTTP_HEADERS_TIMEOUT');
  return { headersMs, requestMs, keepAliveMs: 72_000 };
}

function portNumber(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/** A metrics token is a secret like the JWT's: production refuses a short one. */
function metricsToken(value: string | undefined, production: boolean): string | undefined {
  if (!value) return undefined;
  if (production && value.length < 24) throw new Error('METRICS_TOKEN must be at least 24 characters');
  return value;
}

/** PG_SETTINGS=`shared_preload_libraries=pg_stat_statements;pg_stat_statements.track_planning=on`: each entry name=value. */
function pgSettings(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[a-z_][a-z0-9_.]*=[^\s]+$/i.test(entry)) throw new Error(`PG_SETTINGS: "${entry}" is not name=value`);
  }
  return list;
}

/**
 * PAYMENT_PROVIDER: `sandbox` (default in development) or `paypal`. Production refuses to start with the sandbox
 * (anyone could approve their own orders for free) unless PAYMENT_SANDBOX_IN_PRODUCTION=1 says so explicitly.
 */
function paymentProvider(env: NodeJS.ProcessEnv, production: boolean): string {
  const provider = (env.PAYMENT_PROVIDER ?? (production ? '' : 'sandbox')).toLowerCase();
  if (production && !provider)
    throw new Error('PAYMENT_PROVIDER must be set when NODE_ENV=production (paypal, or sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=1)');
  if (production && provider === 'sandbox' && !flag(env.PAYMENT_SANDBOX_IN_PRODUCTION)) {
    throw new Error(
      'PAYMENT_PROVIDER=sandbox in production lets anyone approve orders for free; set PAYMENT_SANDBOX_IN_PRODUCTION=1 to allow it explicitly',
    );
  }
  return provider;
}

/**
 * TRUST_PROXY: unset/off trusts nobody (the socket address counts); a comma-separated list of addresses or CIDRs
 * (`10.0.0.0/8,172.16.0.0/12`) trusts X-Forwarded-For only from those proxies; `loopback`, `linklocal`,
 * `uniquelocal` name ranges. The old `1`/`true` means loopback plus private ranges (a proxy on the same host or
 * network), never "anyone".
 */
export function trustedProxies(value: string | undefined): false | string[] {
  const raw = (value ?? '').trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return ['loopback', 'uniquelocal'];
  const list = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or loopback/linklocal/uniquelocal`);
  }
  return list;
}

/** Development only: a secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
