import { Client } from 'pg';

/** Statements sent to PostgreSQL while `work` runs (every connection of this process), with their text. */
export interface CountedStatements<T> {
  result: T;
  count: number;
  statements: string[];
  /** Each statement's parameters, in the order of `statements` (none: an empty list). */
  values: unknown[][];
}

/**
 * The catalogue's once-a-second freshness check is the snapshot's, and the rate limiter's once-a-minute pruning of
 * expired counters is the limiter's, not the route's: both left out of the count.
 */
const IGNORED = [/^SELECT version::text AS version FROM catalogue_version$/, /^DELETE FROM rate_limit_counter WHERE expires_at < now\(\)/];

/**
 * Counts statements at the driver (pg's Client.query, which TypeORM calls for every statement, BEGIN and COMMIT
 * included). Run one request at a time while counting: statements of other requests in flight would be counted too.
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<CountedStatements<T>> {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const statements: string[] = [];
  const values: unknown[][] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').trim();
    const params = typeof first === 'string' ? args[1] : first?.values;
    if (!IGNORED.some((re) => re.test(text))) {
      statements.push(text);
      values.push(Array.isArray(params) ? params : []);
    }
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, count: statements.length, statements, values };
  } finally {
    proto.query = original;
  }
}
