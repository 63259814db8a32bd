import { reportJobFailure } from '@grimhunt/api-kernel';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RelayUnsentMailsJob } from '../../application/jobs/relay-unsent-mails.job';

export const MAIL_RELAY_TIMER_ON = Symbol('MAIL_RELAY_TIMER_ON');
const EVERY_MS = 60_000;

/** Runs the relay job every minute in every API process, when mails go out through SMTP and clock jobs are on. */
@Injectable()
export class MailRelayTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailRelay');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(MAIL_RELAY_TIMER_ON) private readonly on: boolean,
    private readonly job: RelayUnsentMailsJob,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.on) return;
    this.timer = setInterval(() => void this.tick(), EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private running = false;

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const { tried } = await this.job.run();
      if (tried) this.logger.log(`sent again: ${tried} unsent mail(s)`);
    } catch (error) {
      reportJobFailure(this.logger, error, 'mail relay failed; next run retries');
    } finally {
      this.running = false;
    }
  }
}
