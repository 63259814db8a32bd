import { Tx, UnitOfWork } from '@grimhunt/api-kernel';

/** At most `max` concurrent runs; the others wait in order (a slot is handed over directly on release). */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/**
 * The kernel's unit of work with admission control: a process runs at most `max` hunt transactions at once, a few
 * below the connection pool's size. Not a correctness lock (the database serializes each player's hunts): it keeps
 * connections free for the other requests (a home screen, the ladder) while hunts queue. What a hunt waits for inside
 * its transaction (the catalogue's reload, its replay-context row) runs on side pools, never on this pool.
 */
export class LimitedUnitOfWork implements UnitOfWork {
  private readonly limit: ConcurrencyLimit;

  constructor(
    private readonly inner: UnitOfWork,
    max: number,
  ) {
    this.limit = new ConcurrencyLimit(Math.max(1, max));
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.limit.run(() => this.inner.run(work));
  }
}

/** Hunt transactions per process: the pool size minus a reserve (at least 1). */
export function huntTransactionLimit(poolSize: number | undefined): number {
  const pool = poolSize && poolSize > 0 ? poolSize : 10;
  return Math.max(1, pool - Math.max(2, Math.ceil(pool / 5)));
}
