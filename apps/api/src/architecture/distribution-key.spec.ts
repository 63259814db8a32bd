import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryRunner } from 'typeorm';
import { MIGRATIONS } from '../migrations';

/**
 * The sharding plan (docs/scaling.md): player tables are distributed by the player's id, so every statement on a
 * player-owned table must name the player key, and a distributed database can send it to the one node holding
 * that player. Player-owned tables are read from the migrations (a table with a `user_id` column, plus the tables
 * in PLAYER_KEY whose key has another name); statements are the SQL string and template literals of every non-test
 * .ts file of libs/api/<context>/src. A statement that legitimately spans players (reports, admin lists, jobs that
 * sweep every player) is declared beside it, in its own file, with its reason (`spanningDeclared`).
 */
const root = join(__dirname, '..', '..', '..', '..');

/** Player tables whose player key is not `user_id` (the table's owner column). */
const PLAYER_KEY: Record<string, string[]> = {
  user_account: ['id'],
  mail: ['to_user_id', 'from_user_id'],
  payment: ['recipient_id', 'user_id'],
};

async function playerTables(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>(Object.entries(PLAYER_KEY));
  for (const Migration of MIGRATIONS) {
    const statements: string[] = [];
    const recorder = { query: async (sql: string) => (statements.push(sql), []) } as unknown as QueryRunner;
    await new Migration().up(recorder);
    for (const sql of statements) {
      for (const m of sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?\s*\(([\s\S]*)/gi)) {
        const table = m[1].toLowerCase();
        if (!tables.has(table) && /(^|[\s,(])"?user_id"?\s/i.test(m[2])) tables.set(table, ['user_id']);
      }
    }
  }
  return tables;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path) ? [path] : [];
  });
}

/** The SQL statements of a source text: string and template literals that start like SQL. */
export function statementsOf(source: string): string[] {
  const literals = [...source.matchAll(/`((?:[^`\\]|\\.)*)`|'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1] ?? m[2]);
  return literals.filter((text) => /^\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(text) && /\b(FROM|INTO|UPDATE)\b/i.test(text));
}

/**
 * Whether a statement pins `key` to a value: compared (`key = $1`, `x.key = ANY($1)`, `key IN (...)`, a join on it),
 * or written in an INSERT's column list. A key merely selected does not count.
 */
export function namesKey(statement: string, key: string): boolean {
  const k = `(?:[a-z_][a-z0-9_]*\\.)?"?${key}"?`;
  return (
    new RegExp(`\\b${k}\\s*(=|IN\\b)`, 'i').test(statement) ||
    new RegExp(`=\\s*${k}\\b`, 'i').test(statement) ||
    new RegExp(`USING\\s*\\([^)]*\\b${key}\\b`, 'i').test(statement) ||
    new RegExp(`INSERT\\s+INTO\\s+"?[a-z_]+"?\\s*\\([^)]*\\b${key}\\b`, 'i').test(statement)
  );
}

/** Player tables a statement reads or writes. */
function tablesOf(statement: string, tables: Map<string, string[]>): string[] {
  const named = [...statement.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((m) =>
    m[1].toLowerCase(),
  );
  return [...new Set(named)].filter((t) => tables.has(t));
}

/**
 * A statement that may span players is declared where it is written, by a comment in its file:
 * `// Spans players (<table>): <why>`. Every one is a report, an admin screen, a sweep of every player by a job, a
 * lookup before the player is known, or a global read (the ladder): none runs on a player's request path for another
 * player's data. On a distributed database they run on every node (and their cost is known up front). The comment
 * covers the file's statements on that table; one that no statement needs any more fails the check.
 */
const SPANS = /\/\/\s*Spans players \(([a-z_][a-z0-9_]*)\):\s*(.*)$/gm;

/** The tables a source file declares as spanning players, with their reasons. */
export function spanningDeclared(source: string): Map<string, string> {
  return new Map([...source.matchAll(SPANS)].map((m) => [m[1], m[2].trim()]));
}

describe('distribution key: statements on player tables name the player', () => {
  it('reads the player tables from the migrations', async () => {
    const tables = await playerTables();
    for (const t of ['wallet', 'inventory', 'ledger', 'hunter', 'journal_entry', 'user_account', 'mail']) expect(tables.has(t)).toBe(true);
    expect(tables.has('item')).toBe(false); // catalogue: a reference table
  });

  it('finds statements in string and template literals', () => {
    const source = "q.query(`SELECT amount FROM wallet WHERE user_id = $1`); q.query('UPDATE hunter SET x = 1'); const s = 'not sql';";
    expect(statementsOf(source)).toEqual(['SELECT amount FROM wallet WHERE user_id = $1', 'UPDATE hunter SET x = 1']);
  });

  it('counts a key pinned to a value, not a key merely selected', () => {
    expect(namesKey('SELECT amount FROM wallet w WHERE w.user_id = $1', 'user_id')).toBe(true);
    expect(namesKey('SELECT 1 FROM mail WHERE to_user_id = ANY($1::uuid[])', 'to_user_id')).toBe(true);
    expect(namesKey('INSERT INTO ledger (user_id, delta) VALUES ($1, $2)', 'user_id')).toBe(true);
    expect(namesKey('SELECT id, name FROM user_account ORDER BY xp', 'id')).toBe(false);
    expect(namesKey('SELECT user_id, max(at) FROM ledger GROUP BY user_id', 'user_id')).toBe(false);
  });

  it('reads the tables a file declares as spanning players, with their reasons', () => {
    const source = [
      '// Spans players (ledger): the daily report reads every player',
      'const x = 1; // Spans players (mail): a mail found by its id',
      '// spans players (wallet): lower case is not a declaration',
    ].join('\n');
    expect([...spanningDeclared(source)]).toEqual([
      ['ledger', 'the daily report reads every player'],
      ['mail', 'a mail found by its id'],
    ]);
  });

  it('every statement on a player table names its player key, or its file declares why it spans players', async () => {
    const tables = await playerTables();
    const missing: string[] = [];
    const unused: string[] = [];
    const unexplained: string[] = [];
    for (const context of readdirSync(join(root, 'libs', 'api'))) {
      for (const file of sourceFiles(join(root, 'libs', 'api', context, 'src'))) {
        const path = relative(root, file);
        const source = readFileSync(file, 'utf8');
        const declared = spanningDeclared(source);
        const used = new Set<string>();
        for (const statement of statementsOf(source)) {
          for (const table of tablesOf(statement, tables)) {
            if (tables.get(table)!.some((key) => namesKey(statement, key))) continue;
            if (declared.has(table)) used.add(table);
            else missing.push(`${path} ${table}: ${statement.replace(/\s+/g, ' ').slice(0, 140)}`);
          }
        }
        for (const [table, why] of declared) {
          if (!used.has(table)) unused.push(`${path} ${table}`);
          if (why.length < 20) unexplained.push(`${path} ${table}: "${why}"`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(unused).toEqual([]);
    expect(unexplained).toEqual([]);
  });
});
