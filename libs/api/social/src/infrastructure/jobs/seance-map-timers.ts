import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RUNTIME_ENV, reportJobFailure } from '@grimhunt/api-kernel';
import { SettleSeanceMapsHandler } from '../../application/commands/settle-seance-maps/settle-seance-maps.handler';

const FIRST_RUN_MS = 30_000;
const EVERY_MS = 60_000;

/**
 * Pays the chests of due séance maps (finished, or 7 days old unfinished) in every API process, 30 s after start and
 * then every minute. Each map is settled in one transaction only while unsettled, so several processes never pay one
 * map twice. Off when NODE_ENV is `test`: tests settle maps through the routes (a player's map list settles their
 * due maps) or call the job themselves.
 */
@Injectable()
export class SeanceMapTimers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SeanceMapTimers');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @Inject(RUNTIME_ENV) private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly settle: SettleSeanceMapsHandler,
  ) {}

  private get enabled(): boolean {
    return this.env['NODE_ENV'] !== 'test';
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
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
      const settled = await this.settle.execute();
      if (settled > 0) this.logger.log(`séance maps settled: ${settled}`);
    } catch (error) {
      reportJobFailure(this.logger, error, 'séance map settlement failed; next run retries');
    } finally {
      this.running = false;
      if (this.enabled && this.timer !== null) {
        this.timer = setTimeout(() => this.tick(), EVERY_MS);
        this.timer.unref();
      }
    }
  }
}
