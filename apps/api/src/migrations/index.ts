import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MigrationInterface } from 'typeorm';

/** A migration file: `<13-digit timestamp>-<kebab-name>.ts`, exporting one class whose name ends in that timestamp. */
export const MIGRATION_FILE = /^(\d{13})-[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ts|js)$/;

type MigrationClass = new () => MigrationInterface;

/** A migration and the file it came from (the file name's first word after the timestamp is the owning context). */
export interface MigrationEntry {
  file: string;
  timestamp: string;
  migration: MigrationClass;
}

/**
 * Every migration in `dir` with its file, ordered by timestamp. Adding a migration is adding a file: nothing to
 * register by hand. A file that breaks the naming rule, exports no class or two, or repeats a timestamp stops the start.
 */
export function loadMigrationEntries(dir: string, files: string[] = readdirSync(dir)): MigrationEntry[] {
  const seen = new Map<string, string>();
  const found = files
    .filter((file) => /\.(ts|js)$/.test(file) && !/^index\.|\.(spec|int-spec|d)\.(ts|js)$/.test(file))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file "${file}" must be named <13-digit timestamp>-<kebab-name>.ts`);
      const timestamp = match[1];
      if (seen.has(timestamp)) throw new Error(`Migrations "${seen.get(timestamp)}" and "${file}" share the timestamp ${timestamp}`);
      seen.set(timestamp, file);
      return { timestamp, file };
    })
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return found.map(({ timestamp, file }) => {
    const classes = Object.values(require(join(dir, file)) as Record<string, unknown>).filter(
      (value): value is MigrationClass => typeof value === 'function',
    );
    if (classes.length !== 1) throw new Error(`Migration file "${file}" must export exactly one class, found ${classes.length}`);
    if (!classes[0].name.endsWith(timestamp)) throw new Error(`Migration class ${classes[0].name} in "${file}" must end with ${timestamp}`);
    return { file, timestamp, migration: classes[0] };
  });
}

/** Every migration in `dir`, ordered by timestamp (the classes TypeORM runs). */
export function loadMigrations(dir: string, files?: string[]): MigrationClass[] {
  return loadMigrationEntries(dir, files).map((entry) => entry.migration);
}

/** Every migration of this folder with its file name, in order. */
export const MIGRATION_ENTRIES = loadMigrationEntries(__dirname);

/** Every migration of this folder, in order. Schema changes happen only here. */
export const MIGRATIONS = MIGRATION_ENTRIES.map((entry) => entry.migration);
