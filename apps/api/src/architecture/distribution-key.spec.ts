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
 * sweep every player) is listed in EXCEPTIONS with its reason; an entry no longer needed fails the check.
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
 * Statements that may span players, by `file table` and why. Every one is a report, an admin screen, a sweep of
 * every player by a job, or a global read (the ladder): none runs on a player's request path for another player's
 * data. On a distributed database they run on every node (and their cost is known up front).
 */
const EXCEPTIONS: Record<string, string> = {
  'libs/api/identity/src/infrastructure/persistence/sql-ladder.ts user_account':
    'the ladder ranks every player: a global read (replica, or every node), the price of a global ranking',
  'libs/api/identity/src/infrastructure/persistence/typeorm-player-directory.ts user_account':
    'a lookup by unique name (mail recipients, profile by name) and the ladder fallback: global by nature',
  'libs/api/identity/src/infrastructure/persistence/typeorm-one-time-token.repository.ts one_time_token':
    'activation and reset links carry only the token: a lookup by its hash, before any player is known',
  'libs/api/economy/src/infrastructure/persistence/sql-ledger-activity.ts ledger': 'the daily analytics report: every player',
  'libs/api/payment/src/infrastructure/persistence/sql-analytics.store.ts payment': 'the daily analytics report: every player',
  'libs/api/payment/src/infrastructure/persistence/sql-analytics.store.ts subscription': 'the daily analytics report: every player',
  'libs/api/payment/src/infrastructure/persistence/typeorm-payment.store.ts payment':
    "the provider's notifications and the renewal job find a payment by its id or the provider's id, before the player is known",
  'libs/api/payment/src/infrastructure/persistence/typeorm-payment.store.ts subscription':
    'the renewal and expiry jobs sweep every due subscription; the others find one by its id from a notification',
  'libs/api/hunt/src/infrastructure/persistence/typeorm-hunt-records.ts grimoire_count':
    "the album's global counts: catches of every player per ghost (a lag-tolerant aggregate)",
  'libs/api/hunt/src/infrastructure/persistence/typeorm-journal.repository.ts journal_entry':
    'the back office: hunt statistics over every player, and the replay of one entry by its id',
  'libs/api/mail/src/infrastructure/persistence/typeorm-mail.repository.ts mail':
    'a mail found by its id (claim, read, return; both players are then locked by id), and an insert whose column list is a constant naming both players',
  'libs/api/covens/src/infrastructure/persistence/typeorm-coven.store.ts coven_member':
    "a coven's members are read by coven (a team of players: its tables are distributed by coven id, next to the coven row)",
  'libs/api/covens/src/infrastructure/persistence/typeorm-tournament.store.ts tournament_entry':
    "a tournament's entrants and scoreboard span covens by nature: read by tournament id (an event-sized table, distributed by tournament id)",
  'libs/api/hunt/src/infrastructure/persistence/typeorm-seed-plan.store.ts hunter':
    "the back office moves a Mirror Night's window for every entrant at once (an admin action on a few hundred rows)",
  'libs/api/hunt/src/infrastructure/persistence/typeorm-seed-plan.store.ts journal_entry':
    "a Mirror Night's results and verification read every entrant's planned hunts (a report, through a partial index)",
  'libs/api/market/src/infrastructure/persistence/typeorm-market.store.ts market_order':
    'the order book matches players against each other by item: market tables are distributed by item id, not by player',
  'libs/api/mirror-nights/src/infrastructure/persistence/typeorm-mirror-night.store.ts mirror_night_entrant':
    "a night's entrants are read by night (an event-sized table, distributed by night id)",
  'libs/api/social/src/infrastructure/persistence/typeorm-social.repository.ts social_event_ticket':
    'an event-stream ticket is looked up by its hash before the player is known (a single-use lookup)',
  'libs/api/social/src/infrastructure/persistence/typeorm-social.repository.ts social_friendship':
    'the back office lists the friendships of every player (an admin screen)',
  'libs/api/social/src/infrastructure/persistence/typeorm-seance-map.store.ts social_seance_invite':
    "a séance map's invited players are read by map (a map is shared by up to five players: distributed by map id)",
  'libs/api/social/src/infrastructure/persistence/typeorm-seance-map.store.ts social_seance_member':
    "a séance map's members are counted by map (a map is shared by up to five players: distributed by map id)",
};

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

  it('every statement on a player table names its player key, or is a listed exception', async () => {
    const tables = await playerTables();
    const missing: string[] = [];
    const used = new Set<string>();
    for (const context of readdirSync(join(root, 'libs', 'api'))) {
      for (const file of sourceFiles(join(root, 'libs', 'api', context, 'src'))) {
        const path = relative(root, file);
        for (const statement of statementsOf(readFileSync(file, 'utf8'))) {
          for (const table of tablesOf(statement, tables)) {
            if (tables.get(table)!.some((key) => namesKey(statement, key))) continue;
            const entry = `${path} ${table}`;
            if (entry in EXCEPTIONS) used.add(entry);
            else missing.push(`${entry}: ${statement.replace(/\s+/g, ' ').slice(0, 140)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(EXCEPTIONS).filter((e) => !used.has(e))).toEqual([]);
  });
});
