export { PuzzleModule } from './puzzle.module';
export { PuzzleFacade } from './application/facades/puzzle.facade';
export { ManualHunt } from './infrastructure/http/hunt-challenge.filter';
export type { ChallengeScene, HuntChallengeState } from './domain/hunt-challenge';
