import { Module } from '@nestjs/common';
import { RUNTIME_ENV, RuntimeEnv } from '@grimhunt/api-kernel';
import { ChallengeIssuer, HUNT_CHALLENGE_CONFIG } from './application/challenge-issuer';
import { AnswerChallengeHandler } from './application/commands/answer-challenge/answer-challenge.handler';
import { ShowChallengeHandler } from './application/commands/show-challenge/show-challenge.handler';
import { PuzzleFacade } from './application/facades/puzzle.facade';
import { PUZZLE_STATE_STORE } from './application/ports/puzzle-state.store.port';
import { SCENE_PICTURE } from './application/ports/scene-picture.port';
import { huntChallengeConfig } from './domain/hunt-challenge';
import { HuntChallengeController } from './infrastructure/http/hunt-challenge.controller';
import { TypeOrmPuzzleStateStore } from './infrastructure/persistence/typeorm-puzzle-state.store';
import { SharpScenePicture } from './infrastructure/picture/hunt-challenge.picture';

/**
 * The picture puzzle in front of manual hunts: its routes, its table and `PuzzleFacade`, which the hunt asks on
 * every manual hunt. Settings from the environment (`HUNT_CHALLENGE_*`, docs/hunt-api.md "Picture puzzle").
 */
@Module({
  controllers: [HuntChallengeController],
  providers: [
    { provide: HUNT_CHALLENGE_CONFIG, inject: [RUNTIME_ENV], useFactory: (env: RuntimeEnv) => huntChallengeConfig(env) },
    { provide: PUZZLE_STATE_STORE, useClass: TypeOrmPuzzleStateStore },
    { provide: SCENE_PICTURE, useClass: SharpScenePicture },
    ChallengeIssuer,
    ShowChallengeHandler,
    AnswerChallengeHandler,
    PuzzleFacade,
  ],
  exports: [PuzzleFacade],
})
export class PuzzleModule {}
