import { Injectable } from '@nestjs/common';
import { TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';
import { RateLimiter } from '@grimhunt/api-kernel';

/**
 * Per-address limits on the open account routes. Generous on purpose: a school class of 30 behind one address
 * can all register and log in within a few minutes; a script hammering passwords cannot. Failed logins per
 * account are limited separately in the login use case.
 */
@Injectable()
export class AuthRateLimits {
  readonly login: RateLimiter;
  readonly register: RateLimiter;
  readonly forgot: RateLimiter;

  /** `enabled=false` (RATE_LIMITS=off) exists for load benchmarks only. */
  constructor(enabled = true) {
    const factor = enabled ? 1 : 1_000_000;
    this.login = new RateLimiter(300 * factor, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
    this.register = new RateLimiter(60 * factor, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
    this.forgot = new RateLimiter(30 * factor, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
  }
}
