export { HuntModule } from './hunt.module';
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
