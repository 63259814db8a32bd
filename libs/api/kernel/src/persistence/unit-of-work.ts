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

@Injectable()
export class TypeOrmUnitOfWork implements UnitOfWork {
  private readonly logger = new Logger('UnitOfWork');

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const effects: (() => void)[] = [];
        const result = await this.dataSource.transaction((manager) => {
          committed.set(manager, effects);
          return work(wrapManager(manager));
        });
        for (const effect of effects) effect();
        return result;
      } catch (error) {
        const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 4) {
          this.logger.warn(`transaction retried after ${code} (attempt ${attempt})`);
          continue;
        }
        throw error;
      }
    }
  }
}
