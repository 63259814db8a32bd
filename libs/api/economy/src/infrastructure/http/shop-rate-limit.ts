import { ECONOMY_MESSAGES, SHOP_READS_PER_MINUTE } from '@grimhunt/contracts';
import { RateLimiter } from '@grimhunt/api-kernel';

/** Shop and exhibition reads per player: SHOP_READS_PER_MINUTE a minute, then 429 (per API process). */
export class ShopRateLimit extends RateLimiter {
  constructor(limit = SHOP_READS_PER_MINUTE) {
    super(limit, 60_000, ECONOMY_MESSAGES.tooManyRequests);
  }
}
