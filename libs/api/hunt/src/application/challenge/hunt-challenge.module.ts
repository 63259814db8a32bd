import { Module } from '@nestjs/common';
import { huntChallengeConfig } from '../../domain/hunt-challenge';
import { HuntChallengeController } from './hunt-challenge.controller';
import { HUNT_CHALLENGE_CONFIG, HuntChallengeService } from './hunt-challenge.service';
import { HuntChallengeStore } from './hunt-challenge.store';

/** The picture puzzle in front of manual hunts. Settings from the environment (docs/hunt-api.md "Picture puzzle"). */
@Module({
  controllers: [HuntChallengeController],
  providers: [
    { provide: HUNT_CHALLENGE_CONFIG, useFactory: () => huntChallengeConfig(process.env) },
    HuntChallengeStore,
    HuntChallengeService,
  ],
  exports: [HuntChallengeService],
})
export class HuntChallengeModule {}
