import { Client } from 'pg';

/** Statements sent to PostgreSQL while `work` runs (every connection of this process), with their text. */
export interface CountedStatements<T> {
  result: T;
  count: number;
  statements: string[];
  /** Each statement's parameters, in the order of `statements` (none: an empty list). */
  values: unknown[][];
  /**
   * The statements issued on a connection with nothing in flight: each starts a round trip. A statement issued while
   * others on its connection await their answers (a pipelined connection) rides their round trip.
   */
  roundTrips: number;
  /** Whether each statement, in the order of `statements`, started a round trip. */
  waits: boolean[];
}

/** What of node-postgres's client tells whether statements are in flight on it. */
interface ClientQueues {
  _activeQuery?: unknown;
  _sentQueryQueue?: unknown[];
  _queryQueue?: unknown[];
}

function inFlight(client: ClientQueues): boolean {
  return !!client._activeQuery || (client._sentQueryQueue?.length ?? 0) > 0 || (client._queryQueue?.length ?? 0) > 0;
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
  const waits: boolean[] = [];
  proto.query = function (this: ClientQueues, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').trim();
    const params = typeof first === 'string' ? args[1] : first?.values;
    if (!IGNORED.some((re) => re.test(text))) {
      statements.push(text);
      values.push(Array.isArray(params) ? params : []);
      waits.push(!inFlight(this));
    }
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, count: statements.length, statements, values, waits, roundTrips: waits.filter(Boolean).length };
  } finally {
    proto.query = original;
  }
}
