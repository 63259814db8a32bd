import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryRunner } from 'typeorm';
import { MIGRATION_ENTRIES } from '../migrations';

/**
 * Table ownership (each bounded context owns its tables): the SQL of a context names only tables its own
 * migrations create. Everything else goes through the owner's facade or port. Nothing here is a list to edit: the
 * contexts are the folders of libs/api (the kernel counts as one: its shared rate limiter has a table), a
 * migration's owner is the context whose folder holds it (`libs/api/<context>/src/migrations/`), the tables it creates
 * are read by running it against a recording QueryRunner, and the SQL is read from every non-test .ts file of
 * libs/api/<context>/src outside its migrations (a migration may reference other contexts' tables by foreign key).
 */
const root = join(__dirname, '..', '..', '..', '..');
const CONTEXTS: string[] = readdirSync(join(root, 'libs', 'api')).filter((name) =>
  statSync(join(root, 'libs', 'api', name, 'src')).isDirectory(),
);

/** Tables one migration creates for another owner than its own context (the hardening migration made two). */
const TABLE_CONTEXT: Record<string, string> = {
  rate_limit_counter: 'kernel', // the hardening migration: the kernel's shared rate limiter
  login_failure: 'identity', // the hardening migration: identity's login throttle
};

/**
 * Known debt, to be removed by the change that fixes it (the check fails when an entry is no longer needed). None
 * left: economy's holdings adapter looks currencies and items up in the catalogue snapshot now.
 */
const KNOWN_DEBT = new Set<string>([]);

/**
 * Deliberate exceptions, each with its reason (the check fails when one is no longer needed): one statement that
 * touches another context's row of the same player, where a statement of its own would cost a round trip on a hot path
 * or take a lock out of order.
 */
const ALLOWED: Record<string, string> = {
  'libs/api/hunt/src/infrastructure/persistence/typeorm-hunter.repository.ts user_account':
    "making a hunter row takes its account's FOR KEY SHARE lock before the insert, in the same statement, so that a " +
    "first read outside a transaction locks in the hunt's order (account, then hunter) and cannot deadlock with a first hunt",
  'libs/api/hunt/src/infrastructure/persistence/hunter-rows.ts hunt_challenge':
    "a manual hunt is one lock statement and one write statement: the lock statement's select list reads the puzzle's " +
    'row (same player key), so the puzzle adds no statement to a hunt; the puzzle decides on that state through its ' +
    'PuzzleFacade, and its own routes use its own adapter',
  'libs/api/hunt/src/infrastructure/persistence/hunter-writes.sql.ts hunt_challenge':
    "the hunt's one write statement upserts the puzzle's row (same player key) that the lock statement read, so the " +
    'puzzle adds no statement to a hunt',
};

async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const { context, migration: Migration } of MIGRATION_ENTRIES) {
    const statements: string[] = [];
    const recorder = { query: async (sql: string) => (statements.push(sql), []) } as unknown as QueryRunner;
    const migration = new Migration();
    await migration.up(recorder);
    const tables = statements.flatMap((sql) =>
      [...sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi)].map((m) => m[1].toLowerCase()),
    );
    for (const table of tables) owners.set(table, TABLE_CONTEXT[table] ?? context);
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path) ? [path] : [];
  });
}

/** Table names the SQL of a source text touches (comments are left out: prose says "from" and "into" too). */
export function tablesNamed(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const sql = [...code.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO|TABLE|EXISTS)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((m) =>
    m[1].toLowerCase(),
  );
  const entities = [...code.matchAll(/@Entity\(\s*(?:\{\s*name:\s*)?['"]([a-z_][a-z0-9_]*)['"]/gi)].map((m) => m[1].toLowerCase());
  return [...sql, ...entities];
}

describe('table ownership', () => {
  it('finds the tables of every context in the migrations', async () => {
    const owners = await tableOwners();
    expect(owners.get('user_account')).toBe('identity');
    expect(owners.get('item_price')).toBe('catalogue'); // created in a loop: the recorder sees the real names
    expect(owners.get('ledger')).toBe('economy');
    expect(owners.get('max_stat')).toBe('max-stats');
    expect(owners.get('hunt_challenge')).toBe('puzzle');
    expect(owners.get('analytics_day')).toBe('payment');
  });

  it("takes each migration's context from its folder", () => {
    const contexts = new Set(MIGRATION_ENTRIES.map((e) => e.context));
    expect([...contexts].every((c) => CONTEXTS.includes(c))).toBe(true);
    expect(MIGRATION_ENTRIES.find((e) => e.file === '1735300000001-mirror-nights.ts')?.context).toBe('mirror-nights');
  });

  it('reads table names out of SQL and entity records, not out of comments', () => {
    const source = `
      // taken from inventory, put into wallet
      /* UPDATE ledger */
      q.query(\`SELECT a.id FROM user_account a JOIN "wallet" w ON w.user_id = a.id\`);
      q.query('INSERT INTO mail (id) VALUES ($1)'); q.query('DELETE FROM ONLY journal_entry');
      @Entity({ name: 'one_time_token' })`;
    expect(tablesNamed(source).sort()).toEqual(['journal_entry', 'mail', 'one_time_token', 'user_account', 'wallet']);
  });

  it("each context's SQL names only its own tables", async () => {
    const owners = await tableOwners();
    const foreign: string[] = [];
    const debtSeen = new Set<string>();
    for (const context of CONTEXTS) {
      for (const file of sourceFiles(join(root, 'libs', 'api', context, 'src'))) {
        const path = relative(root, file);
        for (const table of new Set(tablesNamed(readFileSync(file, 'utf8')))) {
          const owner = owners.get(table);
          if (!owner || owner === context) continue;
          if (KNOWN_DEBT.has(`${path} ${table}`) || `${path} ${table}` in ALLOWED) debtSeen.add(`${path} ${table}`);
          else foreign.push(`${path}: ${context} names ${owner}'s table ${table}`);
        }
      }
    }
    expect(foreign).toEqual([]);
    expect([...KNOWN_DEBT, ...Object.keys(ALLOWED)].filter((entry) => !debtSeen.has(entry))).toEqual([]); // fixed debt leaves the list
  });
});
