import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RecordDailyAnalyticsJob } from '../../application/jobs/record-daily-analytics.job';
import { RenewSubscriptionsJob } from '../../application/jobs/renew-subscriptions.job';
import { PAYMENT_CONFIG, PaymentConfig } from '../../application/ports/payment.config';

const FIRST_RUN_MS = 30_000;
const EVERY_MS = 15 * 60_000;

/**
 * Runs the clock jobs in every API process: monthly renewal and the daily analytics record, 30 s after start and
 * then every 15 minutes. Each job is safe to run concurrently in several processes, so no leader is
 * needed; a renewal due at 00:00 UTC on the 1st happens within 15 minutes.
 */
@Injectable()
export class PaymentTimers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentTimers');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
    private readonly renewal: RenewSubscriptionsJob,
    private readonly analytics: RecordDailyAnalyticsJob,
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
      const report = await this.renewal.run();
      if (report.renewed || report.ended) this.logger.log(`subscriptions renewed ${report.renewed}, ended ${report.ended}`);
      await this.analytics.run();
    } catch (error) {
      this.logger.error({ err: error }, 'payment jobs failed; next run retries');
    } finally {
      this.running = false;
      if (this.config.timers && this.timer !== null) {
        this.timer = setTimeout(() => this.tick(), EVERY_MS);
        this.timer.unref();
      }
    }
  }
}
