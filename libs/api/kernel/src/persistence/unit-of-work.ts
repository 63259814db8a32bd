import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

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
        return work(wrapManager(manager));
      });
      for (const effect of effects) effect();
      return result;
    });
  }
}

/**
 * A transaction that is ONE statement, sent in autocommit: no `BEGIN` and `COMMIT` round trips, and PostgreSQL
 * commits (releasing the statement's locks) the moment the statement ends, without waiting for the API. For a use
 * case whose whole transaction one statement (typically a SQL function) does, all or nothing: a statement that fails
 * rolls back entirely. The handle refuses a second statement (it would be a transaction of its own). Retried on
 * serialization failures and deadlocks like `UnitOfWork.run`; `afterCommit` effects run once the statement answered.
 */
@Injectable()
export class SingleStatement {
  private readonly logger = new Logger('SingleStatement');

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return retried(this.logger, 'statement', async () => {
      const effects: (() => void)[] = [];
      const manager = this.dataSource.createEntityManager();
      const query = manager.query.bind(manager);
      let sent = 0;
      manager.query = <R>(sql: string, parameters?: unknown[]): Promise<R> =>
        ++sent > 1
          ? Promise.reject(new Error('SingleStatement: a second statement on a one-statement transaction'))
          : query(sql, parameters);
      committed.set(manager, effects);
      const result = await work(wrapManager(manager));
      for (const effect of effects) effect();
      return result;
    });
  }
}
