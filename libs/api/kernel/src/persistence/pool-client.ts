import type { Socket } from 'node:net';
import { Client, ClientConfig } from 'pg';
import { PreparingClient } from './prepared-statements';

/** What TypeORM's pool builds its connections with (`extra.Client`). */
export type PoolClientClass = new (config?: ClientConfig) => Client;

/** The answer a transaction's start gets at once on a pipelined pool connection (see `PipeliningClient`). */
const STARTED = Object.freeze({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });

/**
 * A pool connection in node-postgres's pipeline mode. A transaction's statements go out as they are issued, without
 * waiting for the answers of those before them: statements a use case issues together (the hunt's three reads, its
 * three writes) cost one round trip instead of one each. Statements issued one after the other, awaiting each
 * answer (nearly all code), behave exactly as on a plain connection: same order on the connection, same results,
 * same errors. A statement sent behind a failed one in the same transaction fails with "current transaction is
 * aborted", as it would have when sent later.
 *
 * - **The transaction's start is sent ahead.** `START TRANSACTION` is written at once and answered at once; its real
 *   answer is read in order with the rest, so the transaction's first statements leave together with it. A start
 *   that fails (only a lost connection does in practice) destroys the connection, so that nothing written behind it
 *   runs outside a transaction; what was sent fails, and the unit of work reports the failure.
 * - **Writes are held to the end of the tick**, so statements issued together leave in one socket write.
 * - `COMMIT` and `ROLLBACK` are awaited like any statement: a use case knows its transaction ended before it answers.
 *
 * Nothing here is shared between connections: a pool connection serves one transaction at a time.
 */
export function pipelining(Base: PoolClientClass): PoolClientClass {
  return class PipeliningClient extends Base {
    private readonly cork = new TickCork();

    constructor(config?: ClientConfig) {
      super({ ...config, pipeline: true } as ClientConfig);
    }

    override query(...args: unknown[]): never {
      this.cork.hold(streamOf(this));
      const call = super.query as (...a: unknown[]) => never;
      // TypeORM's start: the text alone, its parameters undefined (no callback: a callback would be answered later).
      if (args[0] === 'START TRANSACTION' && args[1] === undefined && args.length <= 2) {
        (call.call(this, 'START TRANSACTION') as Promise<unknown>).catch((error: Error) => this.startFailed(error));
        return Promise.resolve(STARTED) as never;
      }
      return call.apply(this, args);
    }

    private startFailed(error: Error): void {
      streamOf(this)?.destroy(error);
    }
  };
}

/** The socket of a node-postgres client (undefined before it has one). */
export function streamOf(client: Client): Socket | undefined {
  return (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
}

/**
 * Holds a socket's writes until the end of the current tick, so that statements issued together leave in one write:
 * the first `hold` of a tick corks the socket and schedules the uncork; later ones in the same tick do nothing.
 */
export class TickCork {
  private corked: Socket | null = null;

  hold(socket: Socket | undefined): void {
    if (!socket?.cork || this.corked === socket) return;
    this.corked = socket;
    socket.cork();
    process.nextTick(() => {
      this.corked = null;
      socket.uncork();
    });
  }
}

/**
 * The pool's connection class: named prepared statements unless `prepared` is off (a pooler in transaction mode), in
 * pipeline mode unless `pipelined` is off (`DB_PIPELINES=0`).
 */
export function poolClient(options: { prepared: boolean; pipelined: boolean }): PoolClientClass {
  const base: PoolClientClass = options.prepared ? PreparingClient : Client;
  return options.pipelined ? pipelining(base) : base;
}
