import { availableParallelism } from 'node:os';
import { ERROR_CODES } from '@grimhunt/contracts';
import { RuntimeEnv, UnavailableError } from '@grimhunt/api-kernel';

export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Too many password checks are waiting: 503 with Retry-After, nothing changed. */
export class HashingBusyError extends UnavailableError {
  constructor() {
    super(HASHING_BUSY_MESSAGE, ERROR_CODES.GENERIC_UNAVAILABLE);
  }
}

export interface HashingLimits {
  /** argon2 computations at once in this process. */
  concurrency: number;
  /** How long a password check waits for its turn before it is refused. */
  maxWaitMs: number;
  /** Checks that may wait at once; more are refused at once. */
  maxQueue: number;
}

/** libuv's default thread-pool size, when UV_THREADPOOL_SIZE is not set. */
const LIBUV_DEFAULT_POOL = 4;

/**
 * argon2 runs on libuv's thread pool, the same threads that read static files and resolve DNS. The default number
 * of hashes at once leaves at least two of those threads free, and a core for the event loop and PostgreSQL:
 * min(cores - 1, pool - 2), at least 1. PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_MAX_WAIT_MS and
 * PASSWORD_HASH_MAX_QUEUE override it.
 */
export function hashingLimitsFrom(env: RuntimeEnv, cores = availableParallelism()): HashingLimits {
  const pool = positive(env.UV_THREADPOOL_SIZE) ?? LIBUV_DEFAULT_POOL;
  const fallback = Math.max(1, Math.min(cores - 1, pool - 2));
  const concurrency = positive(env.PASSWORD_HASH_CONCURRENCY) ?? fallback;
  if (concurrency > pool - 1) throw new Error(`PASSWORD_HASH_CONCURRENCY (${concurrency}) must stay below UV_THREADPOOL_SIZE (${pool})`);
  return {
    concurrency,
    maxWaitMs: positive(env.PASSWORD_HASH_MAX_WAIT_MS) ?? 5_000,
    maxQueue: positive(env.PASSWORD_HASH_MAX_QUEUE) ?? 200,
  };
}

function positive(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a whole number above 0, got "${value}"`);
  return n;
}

/**
 * A semaphore with a bounded, first-come queue: at most `concurrency` tasks run; a task that cannot start within
 * `maxWaitMs`, or finds `maxQueue` tasks waiting, fails with HashingBusyError instead of queueing forever.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly limits: HashingLimits) {}

  get inFlight(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrency && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxQueue) return Promise.reject(new HashingBusyError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new HashingBusyError());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release(): void {
    this.running--;
    const next = this.waiting.shift();
    if (next) next.start();
  }
}
