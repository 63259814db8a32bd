import { SetMetadata } from '@nestjs/common';
import { RateLimitRule } from './rate-limit.rules';

export const RATE_LIMIT_KEY = 'grimhunt:rate-limit';

/**
 * Counts each call of the route against `rule` in PostgreSQL before the handler runs (checked by the AccessGuard,
 * after authentication, so `per: 'user'` limits count the signed-in user).
 */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT_KEY, rule);
