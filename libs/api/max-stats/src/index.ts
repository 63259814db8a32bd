export { MaxStatsModule, MaxStatsScheduler } from './max-stats.module';
