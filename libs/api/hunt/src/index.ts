export { HuntModule } from './hunt.module';
export { HuntFacade } from './application/facades/hunt.facade';
export type { HunterStanding } from './application/facades/hunt.facade';
export { HuntStatusFacade } from './application/facades/hunt-status.facade';
export type { ItemsAtWorkView, PlayerHuntStatus } from './application/facades/hunt-status.facade';
export { ManualHuntHooks } from './application/manual-hunt-hooks';
export type { ManualCatch, ManualCatchListener } from './application/manual-hunt-hooks';
export { PARTY_SOURCE_PORT } from './application/ports/party-source.port';
export type { PartyHuntNotice, PartySource } from './application/ports/party-source.port';
export { SESSION_CATCHES_PORT } from './application/ports/session-catches.port';
export type { SessionCatches, SessionCatchListener } from './application/ports/session-catches.port';
export { SeanceHuntFacade } from './application/facades/seance-hunt.facade';
export type { GhostBestOdds } from './application/facades/seance-hunt.facade';
export { SeedPlansFacade, PlannedHuntCheck } from './application/facades/seed-plans.facade';
export * from './domain/hunt.types';
export { partyXpBonus } from './domain/hunting-party';
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
