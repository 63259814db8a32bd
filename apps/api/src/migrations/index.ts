import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MigrationInterface } from 'typeorm';

/** A migration file: `<13-digit timestamp>-<kebab-name>.ts`, exporting one class whose name ends in that timestamp. */
export const MIGRATION_FILE = /^(\d{13})-[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ts|js)$/;

type MigrationClass = new () => MigrationInterface;

/**
 * Every migration in `dir`, ordered by timestamp. Adding a migration is adding a file: nothing to register by hand.
 * A file that breaks the naming rule, exports no class or two, or repeats a timestamp stops the start.
 */
export function loadMigrations(dir: string, files: string[] = readdirSync(dir)): MigrationClass[] {
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
    return classes[0];
  });
}

/** Every migration of this folder, in order. Schema changes happen only here. */
export const MIGRATIONS = loadMigrations(__dirname);
