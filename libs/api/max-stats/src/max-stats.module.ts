import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RUNTIME_ENV, RuntimeEnv } from '@grimhunt/api-kernel';
import { RecalculateMaxStatsHandler } from './application/commands/recalculate-max-stats/recalculate-max-stats.handler';
import { UpdateMaxStatsGraduallyHandler } from './application/commands/update-max-stats-gradually/update-max-stats-gradually.handler';
import { MaxStatsCalculation } from './application/max-stats-calculation';
import { MaxStatsRunner } from './application/max-stats-runner';
import { MAX_STATS_SCHEDULE, MaxStatsSchedule, MaxStatsScheduler } from './application/max-stats-scheduler';
import { MAX_STAT_REPOSITORY } from './application/ports/max-stat.repository.port';
import { ListMaxStatsHandler } from './application/queries/list-max-stats/list-max-stats.handler';
import { MaxStatController } from './infrastructure/http/max-stat.controller';
import { MaxStatRecord } from './infrastructure/persistence/max-stat.record';
import { TypeOrmMaxStatRepository } from './infrastructure/persistence/typeorm-max-stat.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `MAX_STATS_GRADUAL_HOURS` (default 24; 0 = off): how often the gradual update runs on its own, checked hourly.
 * Unreadable values fall back to the default.
 */
export function maxStatsScheduleFrom(env: NodeJS.ProcessEnv): MaxStatsSchedule {
  const raw = env['MAX_STATS_GRADUAL_HOURS'];
  const hours = raw !== undefined && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : 24;
  return { intervalMs: hours * HOUR_MS, checkEveryMs: HOUR_MS };
}

/**
 * Max stats (admin tools): `GET /api/maxstat`, `recalculate-all`, `update-gradual`, and the scheduled gradual
 * update. Reads the catalogue (CatalogueFacade), players (identity's PlayerDirectory) and equipped stats
 * (economy's InventoryFacade); owns only its `max_stat` tables.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MaxStatRecord])],
  controllers: [MaxStatController],
  providers: [
    { provide: MAX_STAT_REPOSITORY, useClass: TypeOrmMaxStatRepository },
    { provide: MAX_STATS_SCHEDULE, inject: [RUNTIME_ENV], useFactory: (env: RuntimeEnv) => maxStatsScheduleFrom(env) },
    MaxStatsCalculation,
    MaxStatsRunner,
    MaxStatsScheduler,
    ListMaxStatsHandler,
    RecalculateMaxStatsHandler,
    UpdateMaxStatsGraduallyHandler,
  ],
})
export class MaxStatsModule {}

export { MaxStatsScheduler };
