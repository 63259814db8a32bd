import { mkdtempSync, mkdirSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearStalePid, freePort } from './embedded-postgres';

const quiet = { log: () => undefined, warn: jest.fn(), error: () => undefined };

describe('embedded PostgreSQL start-up guards', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gh-pid-'));
    mkdirSync(join(dir, 'pg'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('removes a postmaster.pid whose process is gone', () => {
    writeFileSync(join(dir, 'pg', 'postmaster.pid'), '999999\n/some/dir\n');
    clearStalePid(join(dir, 'pg'), quiet);
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(quiet.warn).toHaveBeenCalled();
  });

  it('refuses to touch a database another live process uses, with a clear message', () => {
    writeFileSync(join(dir, 'pg', 'postmaster.pid'), `${process.pid}\n`);
    expect(() => clearStalePid(join(dir, 'pg'), quiet)).toThrow(/already used by process \d+/);
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(true);
  });

  it('does nothing without a pid file', () => {
    expect(() => clearStalePid(join(dir, 'pg'), quiet)).not.toThrow();
  });

  it('finds a free port', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1024);
    expect(port).toBeLessThan(65536);
  });
});
