import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPoolSize, readConfig, trustedProxies } from './app.config';

describe('readConfig', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'gh-cfg-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives development defaults: port 3000, dev accounts, a JWT secret kept in DATA_DIR', () => {
    const config = readConfig({ DATA_DIR: dir }, '/');
    expect(config.port).toBe(3000);
    expect(config.admin).toEqual({ name: 'admin', password: 'admin', email: 'admin@grimhunt.local' });
    expect(config.demoPlayer?.name).toBe('demo');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(readConfig({ DATA_DIR: dir }, '/').jwtSecret).toBe(config.jwtSecret);
  });

  it('sizes the database pool by the cores unless DB_POOL_SIZE says otherwise', () => {
    expect([1, 2, 4, 8, 16].map(defaultPoolSize)).toEqual([4, 6, 12, 20, 20]);
    expect(readConfig({ DATA_DIR: dir, DB_POOL_SIZE: '32' }, '/').dbPoolSize).toBe(32);
    expect(() => readConfig({ DATA_DIR: dir, DB_POOL_SIZE: '0' }, '/')).toThrow('DB_POOL_SIZE must be a whole number above 0');
  });

  it('requires JWT_SECRET in production and creates no default accounts there', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DATA_DIR: dir }, '/')).toThrow('JWT_SECRET is required');
    const config = readConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'paypal' }, '/');
    expect(config.admin).toBeNull();
    expect(config.demoPlayer).toBeNull();
    const withAdmin = readConfig(
      {
        NODE_ENV: 'production',
        DATA_DIR: dir,
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'pw',
        PAYMENT_PROVIDER: 'paypal',
      },
      '/',
    );
    expect(withAdmin.admin?.name).toBe('boss');
  });

  it('reads the documented variables', () => {
    const config = readConfig(
      {
        DATA_DIR: dir,
        PORT: '8080',
        PUBLIC_URL: 'https://grimhunt.example/',
        APP_KEY: 'k',
        DEMO_CONTENT: 'off',
        RATE_LIMITS: 'off',
        DATABASE_URL: 'postgres://x',
        DATABASE_READ_URL: 'postgres://replica',
        DATABASE_LISTEN_URL: 'postgres://primary-direct',
        METRICS_TOKEN: 'm',
        METRICS_PORT: '9464',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://grimhunt.example',
      appKey: 'k',
      demoContent: false,
      rateLimits: false,
      databaseUrl: 'postgres://x',
      databaseReadUrl: 'postgres://replica',
      databaseListenUrl: 'postgres://primary-direct',
      metricsToken: 'm',
      metricsPort: 9464,
    });
    expect(() => readConfig({ DATA_DIR: dir, PORT: 'abc' }, '/')).toThrow('PORT');
    expect(() => readConfig({ DATA_DIR: dir, METRICS_PORT: '0' }, '/')).toThrow('METRICS_PORT');
    // The token-less metrics listener binds the loopback unless an address is named, whatever HOST says.
    expect(readConfig({ DATA_DIR: dir, HOST: '0.0.0.0', METRICS_PORT: '9464' }, '/').metricsHost).toBe('127.0.0.1');
    expect(readConfig({ DATA_DIR: dir, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, '/').metricsHost).toBe('10.0.0.5');
    const prod = { NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'paypal' };
    expect(() => readConfig({ ...prod, METRICS_TOKEN: 'short' }, '/')).toThrow('METRICS_TOKEN');
  });

  it('refuses to start production with the sandbox provider unless it is allowed explicitly', () => {
    const prod = { NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };
    expect(() => readConfig(prod, '/')).toThrow('PAYMENT_PROVIDER must be set');
    expect(() => readConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox' }, '/')).toThrow('PAYMENT_SANDBOX_IN_PRODUCTION=1');
    expect(readConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: '1' }, '/').paymentProvider).toBe('sandbox');
    expect(readConfig({ ...prod, PAYMENT_PROVIDER: 'paypal' }, '/').paymentProvider).toBe('paypal');
    expect(readConfig({ DATA_DIR: dir }, '/').paymentProvider).toBe('sandbox');
  });

  it('never publishes /api/docs in production', () => {
    const prod = { NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'paypal' };
    expect(readConfig(prod, '/').apiDocs).toBe(false);
    expect(readConfig({ ...prod, API_DOCS: 'on' }, '/').apiDocs).toBe(false);
    expect(readConfig({ DATA_DIR: dir }, '/').apiDocs).toBe(true);
    expect(readConfig({ DATA_DIR: dir, API_DOCS: 'off' }, '/').apiDocs).toBe(false);
  });

  it('reads TRUST_PROXY as a list of trusted proxies, never as "trust anyone"', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('off')).toBe(false);
    expect(trustedProxies('1')).toEqual(['loopback', 'uniquelocal']);
    expect(trustedProxies('10.0.0.5, 172.16.0.0/12,loopback')).toEqual(['10.0.0.5', '172.16.0.0/12', 'loopback']);
    expect(() => trustedProxies('*')).toThrow('TRUST_PROXY');
  });

  it('reads CORS_ORIGINS as a list', () => {
    expect(readConfig({ DATA_DIR: dir, CORS_ORIGINS: 'https://a.example, https://b.example' }, '/').corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(readConfig({ DATA_DIR: dir }, '/').corsOrigins).toBeUndefined();
  });

  it('prepares statements unless DB_PREPARED_STATEMENTS=off, pipelines on DB_PIPELINES connections, and reads PG_SETTINGS as name=value entries', () => {
    expect(readConfig({ DATA_DIR: dir }, '/').dbPreparedStatements).toBe(true);
    expect(readConfig({ DATA_DIR: dir, DB_PREPARED_STATEMENTS: 'off' }, '/').dbPreparedStatements).toBe(false);
    expect(readConfig({ DATA_DIR: dir }, '/').dbPipelines).toBe(2);
    expect(readConfig({ DATA_DIR: dir, DB_PIPELINES: '0' }, '/').dbPipelines).toBe(0);
    for (const bad of ['-1', '1.5', 'two', '17'])
      expect(() => readConfig({ DATA_DIR: dir, DB_PIPELINES: bad }, '/')).toThrow('DB_PIPELINES');
    expect(readConfig({ DATA_DIR: dir }, '/').embeddedPgSettings).toEqual([]);
    expect(
      readConfig({ DATA_DIR: dir, PG_SETTINGS: 'shared_preload_libraries=pg_stat_statements; pg_stat_statements.track_planning=on' }, '/')
        .embeddedPgSettings,
    ).toEqual(['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on']);
    expect(() => readConfig({ DATA_DIR: dir, PG_SETTINGS: 'fsync off' }, '/')).toThrow('PG_SETTINGS');
  });

  it('bounds the time a client may take to send a request, adjustable in seconds', () => {
    expect(readConfig({ DATA_DIR: dir }, '/').httpTimeouts).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 72_000 });
    expect(readConfig({ DATA_DIR: dir, HTTP_HEADERS_TIMEOUT: '5', HTTP_REQUEST_TIMEOUT: '120' }, '/').httpTimeouts).toMatchObject({
      headersMs: 5_000,
      requestMs: 120_000,
    });
    expect(() => readConfig({ DATA_DIR: dir, HTTP_HEADERS_TIMEOUT: '0' }, '/')).toThrow('HTTP_HEADERS_TIMEOUT');
    expect(() => readConfig({ DATA_DIR: dir, HTTP_HEADERS_TIMEOUT: '30', HTTP_REQUEST_TIMEOUT: '20' }, '/')).toThrow(
      'HTTP_REQUEST_TIMEOUT',
    );
  });
});
