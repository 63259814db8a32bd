import { Inject, Injectable } from '@nestjs/common';
import { DailyAnalyticsRecordDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { analyticsWindows } from '../../domain/analytics';
import { ANALYTICS_STORE, AnalyticsStore } from '../ports/analytics.store.port';

/**
 * The daily analytics record: written by the first process that runs it on a UTC day (unique day; the timer and
 * `GET /api/GameAppStats` both call it), describing the moment it was written.
 */
@Injectable()
export class RecordDailyAnalyticsJob {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
  ) {}

  /** True when this call wrote the day's record. */
  async run(now: Date = this.clock.now()): Promise<boolean> {
    const windows = analyticsWindows(now);
    if (await this.store.hasDay(windows.day)) return false;
    const counts = await this.store.count(now, windows);
    return this.store.insertDay(windows.day, now, counts);
  }

  async records(): Promise<DailyAnalyticsRecordDto[]> {
    await this.run();
    return this.store.list();
  }
}
