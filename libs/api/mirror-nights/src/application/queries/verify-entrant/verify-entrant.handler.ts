import { Inject, Injectable } from '@nestjs/common';
import { MirrorNightVerifyDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { SeedPlansFacade } from '@grimhunt/api-hunt';
import { checkHunts, phaseOf, scoreOf } from '../../../domain/mirror-night';
import { MirrorNightNotEndedError, MirrorNightNotEntrantError, MirrorNightNotFoundError } from '../../../domain/mirror-nights.errors';
import { MIRROR_NIGHT_STORE, MirrorNightStore } from '../../ports/mirror-night.store.port';

/**
 * Verifies an entrant's night once it has ended: every stored hunt that took the night's seeds is run again by the
 * engine on its stored inputs, and must carry the night's seed for its place and give the stored outcome.
 */
@Injectable()
export class VerifyEntrantHandler {
  constructor(
    @Inject(MIRROR_NIGHT_STORE) private readonly store: MirrorNightStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly seedPlans: SeedPlansFacade,
  ) {}

  async execute(id: string, userId: string): Promise<MirrorNightVerifyDto> {
    const night = isUuid(id) ? await this.store.find(id) : null;
    if (!night) throw new MirrorNightNotFoundError();
    if (phaseOf(night, this.clock.now().getTime()) !== 'finished') throw new MirrorNightNotEndedError();
    if (!(await this.store.isEntrant(night.id, userId))) throw new MirrorNightNotEntrantError();
    const replayed = await this.seedPlans.replay(night.id, userId);
    const checked = checkHunts(night.seeds, replayed);
    const names = await this.players.namesOf([userId]);
    return {
      mirrorNightId: night.id,
      userId,
      name: names.get(userId) ?? '?',
      matches: checked.matches,
      score: scoreOf(replayed),
      hunts: checked.hunts,
    };
  }
}
