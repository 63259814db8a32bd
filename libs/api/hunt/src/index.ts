export { HuntModule } from './hunt.module';
export { SeedPlansFacade, PlannedHuntCheck } from './application/facades/seed-plans.facade';
export * from './domain/hunt.types';
export {
  resolveHunt,
  cooldownMs,
  effectivePower,
  mysticChanceBp,
  dropChanceBp,
  specialWindowOpen,
  isMidnight,
  ROUNDS,
  MIN_COOLDOWN_MS,
  BASE_COOLDOWN_MS,
  MYSTIC_CAP_PERCENT,
} from './domain/hunt-engine';
export { MaxStatsModule, MaxStatsScheduler } from './max-stats/max-stats.module';
