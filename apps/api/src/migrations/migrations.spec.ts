import { readdirSync } from 'node:fs';
import { loadMigrations, MIGRATIONS } from './index';

describe('migrations', () => {
  it('finds every migration file of the folder, ordered by timestamp', () => {
    const files = readdirSync(__dirname).filter((f) => /^\d{13}-.*\.ts$/.test(f) && !f.includes('spec'));
    expect(MIGRATIONS).toHaveLength(files.length);
    const stamps = MIGRATIONS.map((m) => m.name.slice(-13));
    expect(stamps).toEqual([...stamps].sort());
    expect(MIGRATIONS[0].name).toBe('Identity1732240000000');
  });

  it('refuses a badly named file, a repeated timestamp and a file without one class', () => {
    expect(() => loadMigrations(__dirname, ['1732240000000_Identity.ts'])).toThrow(/must be named/);
    expect(() => loadMigrations(__dirname, ['1732240000000-identity.ts', '1732240000000-other.ts'])).toThrow(/share the timestamp/);
  });

  it('ignores the index and test files', () => {
    expect(loadMigrations(__dirname, ['index.ts', 'migrations.spec.ts', '1732240000000-identity.ts'])).toHaveLength(1);
  });
});
