import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Runtime configuration from the environment (DESIGN §8; README "Configuration"). */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  appKey?: string;
  admin: { name: string; password: string; email: string } | null;
  demoContent: boolean | undefined;
  demoPlayer: { name: string; password: string; email: string } | null;
  paymentProvider: string;
  trustProxy: boolean;
  rateLimits: boolean;
  logLevel: string;
  /** Built front ends; served when present. */
  playerDist: string;
  adminDist: string;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
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
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Grimhunt <no-reply@grimhunt.local>',
    jwtSecret,
    appKey: env.APP_KEY || undefined,
    admin: adminName && adminPassword ? { name: adminName, password: adminPassword, email: env.ADMIN_EMAIL ?? `${adminName}@grimhunt.local` } : null,
    demoContent: flag(env.DEMO_CONTENT),
    demoPlayer: production ? null : { name: 'demo', password: 'demo1234', email: 'demo@grimhunt.local' },
    paymentProvider: env.PAYMENT_PROVIDER ?? 'sandbox',
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    rateLimits: env.RATE_LIMITS !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    playerDist: resolve(workspaceRoot, env.PLAYER_DIST ?? 'dist/apps/player'),
    adminDist: resolve(workspaceRoot, env.ADMIN_DIST ?? 'dist/apps/admin'),
  };
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
