import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitedError } from '../errors/domain-error';
import { Tx, unwrapTx } from '../persistence/unit-of-work';
import { RATE_LIMIT_MESSAGE, RateLimitRule } from './rate-limit.rules';

export const RATE_LIMITS_ENABLED = Symbol('RATE_LIMITS_ENABLED');

const PRUNE_EVERY_MS = 60_000;

/**
 * Sliding-window limits in PostgreSQL (`rate_limit_counter`), so every API process counts against the same limit:
 * one row per key holds the times of the hits it let through in the last `windowSeconds` (at most `limit` of
 * them), and one upsert ... RETURNING per hit drops the times that left the window, then adds this hit only while
 * fewer than `limit` remain. So no span of `windowSeconds` ever lets more than `limit` hits through, wherever a
 * burst falls (a fixed window let a burst straddling two windows through twice). Times come from the database
 * clock; a refused hit is not kept (it does not push the caller's next chance back). Expired rows are pruned once a
 * minute.
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
    const { refused, retryAfter } = await this.take(rule, key, tx);
    if (refused) throw new RateLimitedError(rule.message ?? RATE_LIMIT_MESSAGE, retryAfter);
  }

  /**
   * Takes one hit: `refused` when `limit` hits were let through in the last window, with the seconds until the
   * oldest of them leaves it.
   */
  private async take(rule: RateLimitRule, key: string, tx?: Tx): Promise<{ refused: boolean; retryAfter: number }> {
    const rows: { refused: boolean; retry_after: number }[] = await (tx ? unwrapTx(tx) : this.dataSource).query(
      `INSERT INTO rate_limit_counter AS c (key, hits, last_refused, expires_at)
       VALUES ($1, ARRAY[now()], false, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = ARRAY(SELECT h FROM unnest(c.hits) h WHERE h > now() - make_interval(secs => $2) ORDER BY h)
           || CASE WHEN (SELECT count(*) FROM unnest(c.hits) h WHERE h > now() - make_interval(secs => $2)) < $3
                   THEN ARRAY[now()] ELSE '{}'::timestamptz[] END,
         last_refused = (SELECT count(*) FROM unnest(c.hits) h WHERE h > now() - make_interval(secs => $2)) >= $3,
         expires_at = now() + make_interval(secs => $2)
       RETURNING c.last_refused AS refused,
         GREATEST(1, ceil(extract(epoch FROM (SELECT min(h) FROM unnest(c.hits) h) + make_interval(secs => $2) - now())))::int AS retry_after`,
      [`${rule.name}:${key}`.slice(0, 200), rule.windowSeconds, rule.limit],
    );
    this.maybePrune();
    return { refused: rows[0].refused, retryAfter: rows[0].retry_after };
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
