import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../http/error.filter';
import { METRICS, watchPool } from '../metrics/metrics';
import { PreparingClient } from './prepared-statements';

/** DATABASE_READ_URL and the pool size for it (both optional: without a URL every read goes to the primary). */
export interface ReadReplicaOptions {
  url?: string;
  poolSize?: number;
  /** Prepare repeated statements on the replica's connections (false when a pooler in transaction mode is in between). */
  preparedStatements?: boolean;
}

export const READ_REPLICA_OPTIONS = Symbol('READ_REPLICA_OPTIONS');

/**
 * DATABASE_LISTEN_URL: a direct connection to the primary for LISTEN (session notifications). A pooler in
 * transaction mode hands a server connection to another client after each transaction, so a LISTEN through it
 * would miss its notifications; undefined: the main DATABASE_URL is used.
 */
export const DATABASE_LISTEN_URL = Symbol('DATABASE_LISTEN_URL');

/** How long reads stay on the primary after the replica failed, before the replica is tried again. */
export const REPLICA_RETRY_MS = 5_000;
/** A replica that does not accept a connection within this time counts as down. */
const CONNECT_TIMEOUT_MS = 1_000;

const ignore = () => undefined;

export type ReadQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Reads that tolerate a few seconds of lag (the ladder, analytics, name searches): on the streaming replica named by
 * DATABASE_READ_URL when there is one, else on the primary. When the replica cannot be reached (refused, reset,
 * connect timeout, shutting down) the read runs on the primary at once, and the replica is left alone for
 * REPLICA_RETRY_MS before it is tried again: reads fall back within one request and come back within seconds.
 * Anything a player's next action depends on (their own state, balances, cooldowns, everything in a transaction
 * that writes) never comes here: it reads the primary.
 */
@Injectable()
export class LagTolerantReads implements OnModuleDestroy {
  private readonly logger = new Logger('LagTolerantReads');
  private readonly replica: Pool | null;
  private downUntil = 0;

  constructor(
    @InjectDataSource() private readonly primary: DataSource,
    @Optional() @Inject(READ_REPLICA_OPTIONS) options: ReadReplicaOptions | null = null,
  ) {
    this.replica = options?.url
      ? new Pool({
          connectionString: options.url,
          max: Math.max(2, options.poolSize ?? 4),
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          ...(options.preparedStatements !== false ? { Client: PreparingClient } : {}),
        })
      : null;
    // An idle connection dropped by a stopped replica must not crash the process; the next read notices.
    this.replica?.on('error', () => undefined);
    if (this.replica) watchPool('replica', () => this.replica);
  }

  /** Whether reads go to a replica right now (false without DATABASE_READ_URL, or while the replica is down). */
  get onReplica(): boolean {
    return !!this.replica && performance.now() >= this.downUntil;
  }

  /** One statement; its rows. */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (this.replica && this.onReplica) {
      try {
        return (await this.replica.query(sql, params)).rows as T[];
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
      }
    }
    if (this.replica) METRICS.dbReadFallbacks.inc();
    return this.primary.query(sql, params);
  }

  /** Several statements on one consistent snapshot (a read-only repeatable-read transaction). */
  async snapshot<T>(work: (query: ReadQuery) => Promise<T>): Promise<T> {
    if (this.replica && this.onReplica) {
      let client: PoolClient | null = null;
      try {
        client = await this.replica.connect();
        // A checked-out client has no listener of the pool's: without one, the replica dying between two of the
        // snapshot's statements would be an unhandled 'error' event and end the process. The failed query reports it.
        client.on('error', ignore);
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const c = client;
        const result = await work(async (sql, params) => (await c.query(sql, params ?? [])).rows);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client?.query('ROLLBACK').catch(() => undefined);
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
      } finally {
        client?.removeListener('error', ignore);
        client?.release();
      }
    }
    if (this.replica) METRICS.dbReadFallbacks.inc();
    return this.primary.transaction('REPEATABLE READ', (m) => work((sql, params) => m.query(sql, params)));
  }

  async onModuleDestroy(): Promise<void> {
    await this.replica?.end().catch(() => undefined);
  }

  private markDown(error: unknown): void {
    const wasUp = performance.now() >= this.downUntil;
    this.downUntil = performance.now() + REPLICA_RETRY_MS;
    if (wasUp) this.logger.warn(`read replica unavailable (${(error as Error)?.message ?? error}); reading the primary`);
  }
}
