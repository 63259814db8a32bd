export { HuntModule } from './hunt.module';
export { ManualHuntHooks } from './application/manual-hunt-hooks';
export type { ManualCatch, ManualCatchListener } from './application/manual-hunt-hooks';
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
