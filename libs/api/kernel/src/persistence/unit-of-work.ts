import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { holdingConnection } from './nested-connections';

/** Opaque transaction handle passed through ports; only adapters unwrap it. */
export interface Tx {
  readonly __tx: unique symbol;
}

export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');

export interface UnitOfWork {
  /** Runs `work` in one database transaction; retried on serialization failures and deadlocks. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Work to do once a transaction committed (metrics), by its manager; dropped when it rolls back. */
const committed = new WeakMap<EntityManager, (() => void)[]>();

/**
 * Runs `effect` after `tx` commits, never when it rolls back (a retried attempt starts with an empty list). For
 * in-memory effects only (counters): it must not throw and must not do I/O. A handle from outside a unit of work
 * has no commit to wait for: the effect runs at once.
 */
export function afterCommit(tx: Tx, effect: () => void): void {
  const list = committed.get(unwrapTx(tx));
  if (list) list.push(effect);
  else effect();
}

export function unwrapTx(tx: Tx): EntityManager {
  return tx as unknown as EntityManager;
}

export function wrapManager(manager: EntityManager): Tx {
  return manager as unknown as Tx;
}

/** Runs `attempt` again (at most four times in all) when it fails on a serialization failure or a deadlock. */
export async function retried<T>(logger: Logger, what: string, attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (code && RETRYABLE.has(code) && n < 4) {
        logger.warn(`${what} retried after ${code} (attempt ${n})`);
        continue;
      }
      throw error;
    }
  }
}

@Injectable()
export class TypeOrmUnitOfWork implements UnitOfWork {
  private readonly logger = new Logger('UnitOfWork');

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return retried(this.logger, 'transaction', async () => {
      const effects: (() => void)[] = [];
      const result = await this.dataSource.transaction((manager) => {
        committed.set(manager, effects);
        straightToConnection(manager);
        return holdingConnection(() => work(wrapManager(manager)));
      });
      for (const effect of effects) effect();
      return result;
    });
  }
}

/** What the transaction's query runner holds: its node-postgres connection, once connected. */
interface ConnectedRunner {
  readonly isReleased: boolean;
  readonly databaseConnection?: {
    query(text: string, values?: unknown[]): Promise<{ command: string; rows: unknown[]; rowCount: number | null }>;
  };
}

/**
 * The transaction's raw statements (`manager.query`, what every adapter sends) go straight to its connection, past
 * TypeORM's query runner: its logging calls (a no-op logger here), query events (no subscriber here), timing and result
 * object cost 8 to 10 µs of CPU per statement. The answers and failures are TypeORM's own: rows, `[rows, rowCount]` for
 * UPDATE and DELETE, a `QueryFailedError` around the driver's error, and a statement on a released runner fails as it
 * would there (its connection may already serve another transaction). Entity methods still go through the runner.
 */
function straightToConnection(manager: EntityManager): void {
  const runner = manager.queryRunner as unknown as ConnectedRunner | undefined;
  const connection = runner?.databaseConnection;
  if (!runner || typeof connection?.query !== 'function') return;
  manager.query = (async (query: string, parameters?: unknown[]) => {
    if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
    try {
      const raw = await connection.query(query, parameters);
      return raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows;
    } catch (error) {
      throw new QueryFailedError(query, parameters, error as Error);
    }
  }) as EntityManager['query'];
}

/**
 * Awaits every one of `work` (a use case's statements issued together in one transaction, so that a pipelined
 * connection sends them in one round trip), then answers their results in order, or throws the first failure in their
 * order. Unlike `Promise.all` it never settles while one of them still runs: a failure must not end the transaction
 * (rollback, connection back to the pool) while another branch may still send a statement, which would then run
 * after the rollback, outside any transaction.
 */
export async function together<T extends readonly unknown[]>(work: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(work);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
