import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitedError } from '../errors/domain-error';
import { Tx, unwrapTx } from '../persistence/unit-of-work';
import { RATE_LIMIT_MESSAGE, RateLimitRule } from './rate-limit.rules';

export const RATE_LIMITS_ENABLED = Symbol('RATE_LIMITS_ENABLED');

const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counters in PostgreSQL (`rate_limit_counter`), so every API process counts against the same limit:
 * one upsert ... RETURNING per hit, the window taken from the database clock. Expired rows are pruned once a minute.
 */
@Injectable()
export class SharedRateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger('SharedRateLimiter');
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(RATE_LIMITS_ENABLED) private readonly enabled: boolean = true,
  ) {}

  /**
   * Counts one hit of `key` against `rule`; throws RateLimitedError (429, Retry-After) past the limit. Inside a
   * transaction pass its `tx`: the count then rides on the transaction's own connection (and rolls back with it),
   * instead of waiting for a second pool connection while the first holds row locks, which parallel requests could
   * turn into a pool that never frees.
   */
  async hit(rule: RateLimitRule, key: string, tx?: Tx): Promise<void> {
    if (this.enabled === false) return;
    const { count, retryAfter } = await this.count(rule, key, tx);
    if (count > rule.limit) throw new RateLimitedError(rule.message ?? RATE_LIMIT_MESSAGE, retryAfter);
  }

  /** Counts one hit and answers the count in the current window and the seconds until it ends. */
  async count(rule: RateLimitRule, key: string, tx?: Tx): Promise<{ count: number; retryAfter: number }> {
    const rows: { count: number; retry_after: number }[] = await (tx ? unwrapTx(tx) : this.dataSource).query(
      `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start)
       INSERT INTO rate_limit_counter AS c (key, window_start, count, expires_at)
       SELECT $1, w.start, 1, w.start + make_interval(secs => $2) FROM w
       ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
       RETURNING c.count, GREATEST(1, ceil(extract(epoch FROM c.expires_at - now())))::int AS retry_after`,
      [`${rule.name}:${key}`.slice(0, 200), rule.windowSeconds],
    );
    this.maybePrune();
    return { count: rows[0].count, retryAfter: rows[0].retry_after };
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counter WHERE key = $1`, [`${rule.name}:${key}`.slice(0, 200)]);
  }

  onModuleDestroy(): void {
    this.lastPrune = Number.MAX_SAFE_INTEGER;
  }

  private maybePrune(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.dataSource
      .query(`DELETE FROM rate_limit_counter WHERE expires_at < now() - interval '1 minute'`)
      .catch((error) => this.logger.warn(`pruning rate-limit counters failed: ${error?.message ?? error}`));
  }
}
