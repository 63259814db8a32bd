import { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { watchPool } from '../metrics/metrics';

/** A side pool's connection attempt that takes longer than this fails (and counts as the database unavailable). */
const CONNECT_TIMEOUT_MS = 5_000;
/** An idle side connection is closed after this long: a side pool costs a connection only while it works. */
const IDLE_MS = 30_000;

/**
 * A small pool of its own beside the main one, to the same database, for work that callers wait for while they hold
 * a main-pool connection. Work that took its connection from the main pool could wait for one that only its own
 * waiters give back: with every main connection in such a transaction, the process would stand still for good.
 *
 * Opened at the first use and closed by `end()`; an idle connection closes after IDLE_MS. Plain connections (no named
 * prepared statements), so it works through a pooler in transaction mode as the main pool does. Its connections
 * show in the metrics under `name`.
 */
export class SidePool {
  private pool: Pool | null = null;
  private ended = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
    private readonly max = 1,
  ) {}

  /** One statement on a side connection; its rows. */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.open().query(sql, params)).rows as T[];
  }

  /**
   * `work` in one transaction on a side connection (`begin` is the statement that starts it, e.g. with an isolation
   * level), committed when it resolves and rolled back when it throws. A connection that failed is closed, not reused.
   */
  async transaction<T>(begin: string, work: (query: SidePool['query']) => Promise<T>): Promise<T> {
    const client: PoolClient = await this.open().connect();
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const query = async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[];
      const result = await work(query);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async end(): Promise<void> {
    this.ended = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(() => undefined);
  }

  private open(): Pool {
    if (this.ended) throw new Error('Cannot use a pool after calling end');
    if (this.pool) return this.pool;
    const url = (this.dataSource.options as { url?: string }).url;
    const pool = new Pool({
      connectionString: url,
      max: this.max,
      idleTimeoutMillis: IDLE_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: `grimhunt-${this.name}`,
    });
    // An idle connection dropped by a restarted server must not crash the process; the next use notices.
    pool.on('error', () => undefined);
    watchPool(this.name, () => this.pool);
    this.pool = pool;
    return pool;
  }
}
