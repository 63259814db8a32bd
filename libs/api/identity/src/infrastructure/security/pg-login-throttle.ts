import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';
import { RateLimitedError } from '@grimhunt/api-kernel';
import { FREE_LOGIN_FAILURES, LOGIN_FAILURE_MEMORY_SECONDS, MAX_LOGIN_DELAY_SECONDS } from '../../domain/login-delay';
import { LOGIN_THROTTLE_ENABLED, LoginThrottle } from '../../application/ports/login-throttle.port';

/** The failures of the run after this attempt: a run older than the memory starts again at 1. */
const NEXT_FAILURES = `CASE WHEN f.last_failure_at < now() - make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END`;

/** loginDelaySeconds(n) in SQL (domain/login-delay.ts): nothing for the free failures, then 2, 4, 8 ... s, capped. */
function delayOf(failures: string): string {
  return `CASE WHEN ${failures} <= $4 THEN 0 ELSE LEAST($5, power(2, ${failures} - $4)) END`;
}

/**
 * `login_failure` rows, one per (account, address); times from the database clock so every process agrees.
 * The reservation is one INSERT ... ON CONFLICT DO UPDATE ... WHERE: PostgreSQL locks the row and re-reads it, so
 * of 41 parallel guesses exactly the free ones (and the one that starts the first delay) get through.
 */
@Injectable()
export class PgLoginThrottle implements LoginThrottle {
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(LOGIN_THROTTLE_ENABLED) private readonly enabled: boolean = true,
  ) {}

  async reserve(accountKey: string, address: string): Promise<void> {
    if (this.enabled === false) return;
    const params = [
      accountKey.slice(0, 64),
      address.slice(0, 64),
      LOGIN_FAILURE_MEMORY_SECONDS,
      FREE_LOGIN_FAILURES,
      MAX_LOGIN_DELAY_SECONDS,
    ];
    const reserved: unknown[] = await this.dataSource.query(
      `INSERT INTO login_failure AS f (account_key, address, failures, last_failure_at, blocked_until)
       VALUES ($1, $2, 1, now(), now() + make_interval(secs => ${delayOf('1')}))
       ON CONFLICT (account_key, address) DO UPDATE
          SET failures = ${NEXT_FAILURES},
              last_failure_at = now(),
              blocked_until = now() + make_interval(secs => ${delayOf(`(${NEXT_FAILURES})`)})
        WHERE f.blocked_until <= now()
       RETURNING failures`,
      params,
    );
    this.maybePrune();
    if (reserved.length > 0) return;
    const rows: { wait: number }[] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM login_failure WHERE account_key = $1 AND address = $2`,
      params.slice(0, 2),
    );
    throw new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, Math.max(1, rows[0]?.wait ?? 1));
  }

  async succeeded(accountKey: string, address: string): Promise<void> {
    if (this.enabled === false) return;
    await this.dataSource.query(`DELETE FROM login_failure WHERE account_key = $1 AND address = $2`, [
      accountKey.slice(0, 64),
      address.slice(0, 64),
    ]);
  }

  private maybePrune(): void {
    const now = Date.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    void this.dataSource
      .query(`DELETE FROM login_failure WHERE last_failure_at < now() - make_interval(secs => $1) AND blocked_until < now()`, [
        LOGIN_FAILURE_MEMORY_SECONDS,
      ])
      .catch(() => undefined);
  }
}
