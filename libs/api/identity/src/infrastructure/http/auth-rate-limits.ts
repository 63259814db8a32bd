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
  readonly login = new RateLimiter(300, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
  readonly register = new RateLimiter(60, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
  readonly forgot = new RateLimiter(30, 10 * 60_000, TOO_MANY_REQUESTS_MESSAGE);
}
