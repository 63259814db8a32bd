import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ANALYTICS_ROUTES, DailyAnalyticsRecordDto } from '@grimhunt/contracts';
import { Admin } from '@grimhunt/api-kernel';
import { RecordDailyAnalyticsJob } from '../../application/jobs/record-daily-analytics.job';

/** `GET /api/GameAppStats` (admin): the daily records, oldest first; today's is written first if missing. */
@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: RecordDailyAnalyticsJob) {}

  @Get(ANALYTICS_ROUTES.stats)
  @Admin()
  records(): Promise<DailyAnalyticsRecordDto[]> {
    return this.analytics.records();
  }
}
