import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { MaxStatsRunner } from './max-stats-runner';

export interface MaxStatsSchedule {
  /** How often the gradual update runs across all API processes; 0 = never (only the admin's button). */
  intervalMs: number;
  /** How often each process asks whether it is time. */
  checkEveryMs: number;
}
export const MAX_STATS_SCHEDULE = Symbol('MAX_STATS_SCHEDULE');

/**
 * The gradual update on a clock: every process checks now and then; the advisory lock and the stored
 * last run make it run once per interval whatever the number of processes. The first check comes one
 * `checkEveryMs` after start, so short-lived processes (tests, scripts) never run it.
 */
@Injectable()
export class MaxStatsScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MaxStats');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly runner: MaxStatsRunner,
    @Inject(MAX_STATS_SCHEDULE) private readonly schedule: MaxStatsSchedule,
  ) {}

  onApplicationBootstrap(): void {
    if (this.schedule.intervalMs <= 0 || this.schedule.checkEveryMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.schedule.checkEveryMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One check; answers whether this process ran the update. */
  async tick(): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      const ran = await this.runner.runScheduled(this.schedule.intervalMs);
      if (ran) this.logger.log('scheduled gradual max-stats update done');
      return ran;
    } catch (error) {
      this.logger.error(`scheduled gradual max-stats update failed: ${(error as Error).message}`);
      return false;
    } finally {
      this.running = false;
    }
  }
}
