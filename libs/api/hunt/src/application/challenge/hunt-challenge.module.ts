import { Module } from '@nestjs/common';
import { RUNTIME_ENV, RuntimeEnv } from '@grimhunt/api-kernel';
import { huntChallengeConfig } from '../../domain/hunt-challenge';
import { HuntChallengeController } from './hunt-challenge.controller';
import { HUNT_CHALLENGE_CONFIG, HuntChallengeService } from './hunt-challenge.service';
import { HuntChallengeStore } from './hunt-challenge.store';

/** The picture puzzle in front of manual hunts. Settings from the environment (docs/hunt-api.md "Picture puzzle"). */
@Module({
  controllers: [HuntChallengeController],
  providers: [
    { provide: HUNT_CHALLENGE_CONFIG, inject: [RUNTIME_ENV], useFactory: (env: RuntimeEnv) => huntChallengeConfig(env) },
    HuntChallengeStore,
    HuntChallengeService,
  ],
  exports: [HuntChallengeService],
})
export class HuntChallengeModule {}
