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
        return await this.dataSource.transaction((manager) => work(wrapManager(manager)));
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
