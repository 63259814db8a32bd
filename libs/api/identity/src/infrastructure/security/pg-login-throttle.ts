import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';
import { RateLimitedError } from '@grimhunt/api-kernel';
import { LOGIN_FAILURE_MEMORY_SECONDS, loginDelaySeconds } from '../../domain/login-delay';
import { LOGIN_THROTTLE_ENABLED, LoginThrottle } from '../../application/ports/login-throttle.port';

/** `login_failure` rows, one per (account, address); times from the database clock so every process agrees. */
@Injectable()
export class PgLoginThrottle implements LoginThrottle {
  private lastPrune = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(LOGIN_THROTTLE_ENABLED) private readonly enabled: boolean = true,
  ) {}

  async assertMayTry(accountKey: string, address: string): Promise<void> {
    if (this.enabled === false) return;
    const rows: { wait: number }[] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM login_failure
        WHERE account_key = $1 AND address = $2 AND blocked_until > now()`,
      [accountKey.slice(0, 64), address.slice(0, 64)],
    );
    if (rows[0]) throw new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, Math.max(1, rows[0].wait));
  }

  async failed(accountKey: string, address: string): Promise<void> {
    if (this.enabled === false) return;
    const rows: { failures: number }[] = await this.dataSource.query(
      `INSERT INTO login_failure AS f (account_key, address, failures, last_failure_at, blocked_until)
       VALUES ($1, $2, 1, now(), now())
       ON CONFLICT (account_key, address) DO UPDATE
         SET failures = CASE WHEN f.last_failure_at < now() - make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END,
             last_failure_at = now()
       RETURNING failures`,
      [accountKey.slice(0, 64), address.slice(0, 64), LOGIN_FAILURE_MEMORY_SECONDS],
    );
    const delay = loginDelaySeconds(rows[0].failures);
    if (delay > 0) {
      await this.dataSource.query(
        `UPDATE login_failure SET blocked_until = now() + make_interval(secs => $3) WHERE account_key = $1 AND address = $2`,
        [accountKey.slice(0, 64), address.slice(0, 64), delay],
      );
    }
    this.maybePrune();
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
      .query(`DELETE FROM login_failure WHERE last_failure_at < now() - make_interval(secs => $1)`, [LOGIN_FAILURE_MEMORY_SECONDS])
      .catch(() => undefined);
  }
}
