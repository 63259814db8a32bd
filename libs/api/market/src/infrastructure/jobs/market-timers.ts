import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob } from '@grimhunt/api-kernel';
import { ExpireOrdersHandler } from '../../application/commands/expire-orders/expire-orders.handler';

export const MARKET_CONFIG = Symbol('MARKET_CONFIG');

export interface MarketConfig {
  /** The expiry timer; tests expire orders through the routes (a player's own list expires their due orders). */
  timers: boolean;
}

/**
 * Expires due market orders in every API process, 20 s after start and then every minute. The job takes each order
 * `FOR UPDATE SKIP LOCKED` and closes it only while open, so several processes never expire one order twice.
 */
@Injectable()
export class MarketTimers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MarketTimers');
  private readonly job = new PeriodicJob({
    name: 'MarketTimers',
    firstRunMs: 20_000,
    everyMs: 60_000,
    run: async () => {
      const expired = await this.expire.execute();
      if (expired > 0) this.logger.log(`market orders expired: ${expired}`);
    },
  });

  constructor(
    @Inject(MARKET_CONFIG) private readonly config: MarketConfig,
    private readonly expire: ExpireOrdersHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.timers) this.job.start();
  }

  onApplicationShutdown(): void {
    this.job.stop();
  }
}
