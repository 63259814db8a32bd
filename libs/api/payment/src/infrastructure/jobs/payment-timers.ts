import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob } from '@grimhunt/api-kernel';
import { RecordDailyAnalyticsJob } from '../../application/jobs/record-daily-analytics.job';
import { RenewSubscriptionsJob } from '../../application/jobs/renew-subscriptions.job';
import { PAYMENT_CONFIG, PaymentConfig } from '../../application/ports/payment.config';

/**
 * Runs the clock jobs in every API process: monthly renewal and the daily analytics record, 30 s after start and
 * then every 15 minutes. Each job is safe to run concurrently in several processes, so no leader is
 * needed; a renewal due at 00:00 UTC on the 1st happens within 15 minutes.
 */
@Injectable()
export class PaymentTimers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentTimers');
  private readonly job = new PeriodicJob({
    name: 'PaymentTimers',
    firstRunMs: 30_000,
    everyMs: 15 * 60_000,
    run: async () => {
      const report = await this.renewal.run();
      if (report.renewed || report.ended) this.logger.log(`subscriptions renewed ${report.renewed}, ended ${report.ended}`);
      await this.analytics.run();
    },
  });

  constructor(
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
    private readonly renewal: RenewSubscriptionsJob,
    private readonly analytics: RecordDailyAnalyticsJob,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.timers) this.job.start();
  }

  onApplicationShutdown(): void {
    this.job.stop();
  }
}
