import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ExpireOrdersHandler } from '../../application/commands/expire-orders/expire-orders.handler';

export const MARKET_CONFIG = Symbol('MARKET_CONFIG');

export interface MarketConfig {
  /** The expiry timer; tests expire orders through the routes (a player's own list expires their due orders). */
  timers: boolean;
}

const FIRST_RUN_MS = 20_000;
const EVERY_MS = 60_000;

/**
 * Expires due market orders in every API process, 20 s after start and then every minute. The job takes each order
 * `FOR UPDATE SKIP LOCKED` and closes it only while open, so several processes never expire one order twice.
 */
@Injectable()
export class MarketTimers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MarketTimers');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @Inject(MARKET_CONFIG) private readonly config: MarketConfig,
    private readonly expire: ExpireOrdersHandler,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.timers) return;
    this.timer = setTimeout(() => this.tick(), FIRST_RUN_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const expired = await this.expire.execute();
      if (expired > 0) this.logger.log(`market orders expired: ${expired}`);
    } catch (error) {
      this.logger.error({ err: error }, 'market expiry failed; next run retries');
    } finally {
      this.running = false;
      if (this.config.timers && this.timer !== null) {
        this.timer = setTimeout(() => this.tick(), EVERY_MS);
        this.timer.unref();
      }
    }
  }
}
