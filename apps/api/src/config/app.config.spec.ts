import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './app.config';

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

  it('requires JWT_SECRET in production and creates no default accounts there', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DATA_DIR: dir }, '/')).toThrow('JWT_SECRET is required');
    const config = readConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }, '/');
    expect(config.admin).toBeNull();
    expect(config.demoPlayer).toBeNull();
    const withAdmin = readConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'pw' }, '/');
    expect(withAdmin.admin?.name).toBe('boss');
  });

  it('reads the documented variables', () => {
    const config = readConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://grimhunt.example/', APP_KEY: 'k', DEMO_CONTENT: 'off', RATE_LIMITS: 'off', DATABASE_URL: 'postgres://x' }, '/');
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://grimhunt.example', appKey: 'k', demoContent: false, rateLimits: false, databaseUrl: 'postgres://x' });
    expect(() => readConfig({ DATA_DIR: dir, PORT: 'abc' }, '/')).toThrow('PORT');
  });
});
