import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Rng, RNG } from '@grimhunt/api-kernel';
import { MissionService } from '../mission.service';
import { freshSeed, HuntContext } from './hunt-context';
import { HuntRequest, HuntStep, huntStep, HuntStepTools } from './hunt-step';
import { ReplayContexts } from './replay-contexts';

/** The hunt step with this process's tools: the injected RNG, the mission planner and the replay-context cache. */
@Injectable()
export class HuntSteps {
  private readonly tools: HuntStepTools;

  constructor(@Inject(RNG) rng: Rng, missions: MissionService, replays: ReplayContexts) {
    this.tools = {
      seed: () => freshSeed(rng),
      newId: randomUUID,
      replayContext: (catalogue, ground) => replays.of(catalogue, ground),
      planMission: (catalogue, groundId, at, latest) => missions.plan(catalogue, groundId, at, latest),
    };
  }

  /** One hunt on `context` (see `huntStep`): the hunt and the next context. */
  run(context: HuntContext, request: HuntRequest): HuntStep {
    return huntStep(context, request, this.tools);
  }
}
