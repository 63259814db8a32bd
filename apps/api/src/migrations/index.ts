import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MigrationInterface } from 'typeorm';

/** A migration file: `<13-digit timestamp>-<kebab-name>.ts`, exporting one class whose name ends in that timestamp. */
export const MIGRATION_FILE = /^(\d{13})-[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ts|js)$/;

/** Where the contexts live: each `libs/api/<context>/src/migrations/` folder holds that context's schema. */
export const CONTEXTS_DIR = resolve(__dirname, '../../../../libs/api');

type MigrationClass = new () => MigrationInterface;

/** A migration, the file it came from and the context whose folder holds it (the owner of the tables it creates). */
export interface MigrationEntry {
  context: string;
  file: string;
  timestamp: string;
  migration: MigrationClass;
}

/** The migration files of one folder (index and test files ignored), each checked against the naming rule. */
function migrationFiles(files: string[]): { file: string; timestamp: string }[] {
  return files
    .filter((file) => /\.(ts|js)$/.test(file) && !/^index\.|\.(spec|int-spec|d)\.(ts|js)$/.test(file))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file "${file}" must be named <13-digit timestamp>-<kebab-name>.ts`);
      return { file, timestamp: match[1] };
    });
}

/**
 * Every migration of the given folders (`context` -> folder, and optionally the file names to read instead of the
 * folder's listing), ordered by timestamp across all of them. Adding a migration is adding a file to its context's
 * `migrations/` folder: nothing to register by hand. A file that breaks the naming rule, exports no class or two, or
 * repeats a timestamp (in any context) stops the start.
 */
export function loadMigrationEntries(folders: { context: string; dir: string; files?: string[] }[]): MigrationEntry[] {
  const seen = new Map<string, string>();
  const found = folders
    .flatMap(({ context, dir, files }) =>
      migrationFiles(files ?? readdirSync(dir)).map((f) => ({ ...f, context, dir, path: `${context}/${f.file}` })),
    )
    .map((entry) => {
      const earlier = seen.get(entry.timestamp);
      if (earlier) throw new Error(`Migrations "${earlier}" and "${entry.path}" share the timestamp ${entry.timestamp}`);
      seen.set(entry.timestamp, entry.path);
      return entry;
    })
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return found.map(({ context, dir, file, timestamp }) => {
    const classes = Object.values(require(join(dir, file)) as Record<string, unknown>).filter(
      (value): value is MigrationClass => typeof value === 'function',
    );
    if (classes.length !== 1) throw new Error(`Migration file "${file}" must export exactly one class, found ${classes.length}`);
    if (!classes[0].name.endsWith(timestamp)) throw new Error(`Migration class ${classes[0].name} in "${file}" must end with ${timestamp}`);
    return { context, file, timestamp, migration: classes[0] };
  });
}

/** The `migrations/` folder of every context under `contextsDir` that has one. */
export function contextMigrationFolders(contextsDir: string = CONTEXTS_DIR): { context: string; dir: string }[] {
  return readdirSync(contextsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ context: d.name, dir: join(contextsDir, d.name, 'src', 'migrations') }))
    .filter((f) => existsSync(f.dir))
    .sort((a, b) => a.context.localeCompare(b.context));
}

/** Every migration of every context with its file and context, in timestamp order. */
export const MIGRATION_ENTRIES = loadMigrationEntries(contextMigrationFolders());

/** Every migration of every context, in timestamp order: the classes TypeORM runs. Schema changes happen only there. */
export const MIGRATIONS = MIGRATION_ENTRIES.map((entry) => entry.migration);

/** The migration class of a file (`<timestamp>-<name>`, with or without `.ts`), for tests that run one migration. */
export function migrationOf(file: string): MigrationClass {
  const name = file.endsWith('.ts') ? file : `${file}.ts`;
  const entry = MIGRATION_ENTRIES.find((e) => e.file === name);
  if (!entry) throw new Error(`No migration file "${name}" in any context`);
  return entry.migration;
}
