import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** How often a statement text must have been sent before it is prepared (one-off texts stay unnamed). */
const PREPARE_AFTER_USES = 2;
/** Distinct texts a process names at most; texts seen after that run unnamed (a guard against generated SQL). */
const MAX_NAMED_TEXTS = 2_000;
/** Texts counted while they wait for their second use; the counts start over when this many are waiting. */
const MAX_WAITING_TEXTS = 10_000;

/** Per process: the texts already named, and how often the others were seen. */
const named = new Map<string, string>();
const waiting = new Map<string, number>();

/** The name a parameterized statement text runs under, or undefined to send it unnamed (parsed and planned each time). */
export function statementName(text: string): string | undefined {
  const name = named.get(text);
  if (name !== undefined) return name;
  if (named.size >= MAX_NAMED_TEXTS) return undefined;
  const uses = (waiting.get(text) ?? 0) + 1;
  if (uses < PREPARE_AFTER_USES) {
    if (waiting.size >= MAX_WAITING_TEXTS) waiting.clear();
    waiting.set(text, uses);
    return undefined;
  }
  waiting.delete(text);
  const fresh = `gh_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  named.set(text, fresh);
  return fresh;
}

type QueryArgs = Parameters<Client['query']>;

/**
 * A `pg` client that sends every repeated parameterized statement as a named prepared statement: PostgreSQL parses
 * it once per connection and, after its first executions, keeps a generic plan instead of planning every call (on
 * the hunt's statements planning was a third of the database's time; docs/performance.md). Statements are named by
 * a hash of their text, so the same text is the same statement on every connection; texts with no parameters
 * (BEGIN, COMMIT, DDL, several statements in one string) are sent as they are.
 *
 * Given to TypeORM as the pool's `Client` (`extra.Client`). Turned off with DB_PREPARED_STATEMENTS=off, for a
 * connection pooler in transaction mode, which cannot keep a session's prepared statements.
 */
export class PreparingClient extends Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name !== undefined) {
        const rest = args.slice(2);
        return (super.query as (...a: unknown[]) => never)({ name, text, values }, ...rest);
      }
    }
    return (super.query as (...a: QueryArgs | unknown[]) => never)(...args);
  }
}
