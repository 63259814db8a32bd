import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource } from 'typeorm';

/**
 * Finds code that asks the main pool for a second connection while its transaction holds one. Such code can stall a
 * process for good: with every pool connection held by a transaction waiting for a second one, no connection ever
 * comes back. Work that must run beside a transaction uses a `SidePool`.
 *
 * Tests switch the guard on (`guardNestedConnections`): from then on the unit of work marks the code of each of its
 * transactions, and a main-pool connection asked for from marked code fails at once with `NestedConnectionError`,
 * so the request that does it fails its test. Off by default: the marking costs CPU on every transaction.
 */
export class NestedConnectionError extends Error {
  constructor() {
    super('A main-pool connection was asked for inside a transaction that holds one (this can stall the process)');
    this.name = 'NestedConnectionError';
  }
}

interface Held {
  open: boolean;
}

const held = new AsyncLocalStorage<Held>();
let guarding = false;

/**
 * Runs `work` (a transaction's own code) marked as holding a connection, when the guard is on. With the guard off it
 * is `work()` itself: no promise of its own on every transaction.
 */
export function holdingConnection<T>(work: () => Promise<T>): Promise<T> {
  return guarding ? marked(work) : work();
}

async function marked<T>(work: () => Promise<T>): Promise<T> {
  const mark: Held = { open: true };
  try {
    return await held.run(mark, work);
  } finally {
    // Something `work` started and left running may ask for a connection once the transaction ended: that is fine.
    mark.open = false;
  }
}

type Connect = (...args: unknown[]) => unknown;

/** Switches the guard on for this process and wraps `dataSource`'s main pool (once initialized). */
export function guardNestedConnections(dataSource: DataSource): void {
  guarding = true;
  const pool = (dataSource.driver as unknown as { master?: { connect: Connect; __guarded?: boolean } }).master;
  if (!pool || pool.__guarded) return;
  const connect = pool.connect;
  pool.connect = function guardedConnect(this: unknown, ...args: unknown[]) {
    if (held.getStore()?.open) {
      const error = new NestedConnectionError();
      // A test's failure must show where the connection was asked for.
      console.error(error.stack);
      const callback = args.find((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
      if (callback) return callback(error);
      return Promise.reject(error);
    }
    return connect.apply(this, args);
  };
  pool.__guarded = true;
}
