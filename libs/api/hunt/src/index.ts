export { HuntModule } from './hunt.module';
export { HuntFacade } from './application/facades/hunt.facade';
export type { HunterStanding } from './application/facades/hunt.facade';
export { ManualHuntHooks } from './application/manual-hunt-hooks';
export type { ManualCatch, ManualCatchListener } from './application/manual-hunt-hooks';
export { SessionCatchHooks } from './application/session-catch-hooks';
export type { SessionCatches, SessionCatchListener } from './application/session-catch-hooks';
export { SeanceHuntFacade } from './application/facades/seance-hunt.facade';
export type { GhostBestOdds } from './application/facades/seance-hunt.facade';
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
