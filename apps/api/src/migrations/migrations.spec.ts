import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXTS_DIR, contextMigrationFolders, loadMigrationEntries, MIGRATION_ENTRIES, MIGRATIONS, migrationOf } from './index';

describe('migrations', () => {
  it("finds every migration file of every context's migrations folder, ordered by timestamp across contexts", () => {
    const files = readdirSync(CONTEXTS_DIR).flatMap((context) => {
      const dir = join(CONTEXTS_DIR, context, 'src', 'migrations');
      try {
        return readdirSync(dir).filter((f) => /^\d{13}-.*\.ts$/.test(f) && !f.includes('spec'));
      } catch {
        return [];
      }
    });
    expect(MIGRATIONS).toHaveLength(files.length);
    const stamps = MIGRATIONS.map((m) => m.name.slice(-13));
    expect(stamps).toEqual([...stamps].sort());
    expect(MIGRATIONS[0].name).toBe('Identity1732240000000');
    // Contexts interleave: the order is the timestamps', not the folders'.
    const contexts = MIGRATION_ENTRIES.map((e) => e.context);
    expect(contexts.indexOf('hunt')).toBeLessThan(contexts.lastIndexOf('catalogue'));
  });

  it('knows each migration by its context folder', () => {
    expect(MIGRATION_ENTRIES.find((e) => e.file === '1732240000000-identity.ts')?.context).toBe('identity');
    expect(MIGRATION_ENTRIES.find((e) => e.file === '1733200000000-kernel-rate-limits.ts')?.context).toBe('kernel');
    expect(contextMigrationFolders().map((f) => f.context)).toContain('economy');
    expect(migrationOf('1732300000000-catalogue').name).toBe('Catalogue1732300000000');
    expect(() => migrationOf('1999999999999-nothing')).toThrow(/No migration file/);
  });

  it('refuses a badly named file and a timestamp repeated in any context', () => {
    const identity = join(CONTEXTS_DIR, 'identity', 'src', 'migrations');
    const catalogue = join(CONTEXTS_DIR, 'catalogue', 'src', 'migrations');
    expect(() => loadMigrationEntries([{ context: 'identity', dir: identity, files: ['1732240000000_Identity.ts'] }])).toThrow(
      /must be named/,
    );
    expect(() =>
      loadMigrationEntries([
        { context: 'identity', dir: identity, files: ['1732240000000-identity.ts'] },
        { context: 'catalogue', dir: catalogue, files: ['1732240000000-other.ts'] },
      ]),
    ).toThrow(/share the timestamp/);
  });

  it('ignores index and test files', () => {
    const identity = join(CONTEXTS_DIR, 'identity', 'src', 'migrations');
    const files = ['index.ts', 'x.spec.ts', '1732240000000-identity.ts'];
    expect(loadMigrationEntries([{ context: 'identity', dir: identity, files }])).toHaveLength(1);
  });
});
