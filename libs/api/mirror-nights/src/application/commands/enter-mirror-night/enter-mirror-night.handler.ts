import { Inject, Injectable } from '@nestjs/common';
import { MirrorNightDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { SeedPlansFacade } from '@grimhunt/api-hunt';
import { decideEnter } from '../../../domain/mirror-night';
import {
  MirrorNightAlreadyEnteredError,
  MirrorNightEndedError,
  MirrorNightEnteredElsewhereError,
  MirrorNightNotFoundError,
} from '../../../domain/mirror-nights.errors';
import { MirrorNightView } from '../../mirror-night.view';
import { MIRROR_NIGHT_STORE, MirrorNightStore } from '../../ports/mirror-night.store.port';

/**
 * Enters the player in a night (before it starts or while it runs): the entrant row and the night's seeds on the
 * player's hunter row, in one transaction holding the user row and the night's row (shared, so an admin's edit of
 * the times waits and then moves the new entrant's window too).
 */
@Injectable()
export class EnterMirrorNightHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(MIRROR_NIGHT_STORE) private readonly store: MirrorNightStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly players: PlayerLock,
    private readonly seedPlans: SeedPlansFacade,
    private readonly view: MirrorNightView,
  ) {}

  async execute(id: string, userId: string): Promise<MirrorNightDto> {
    if (!isUuid(id)) throw new MirrorNightNotFoundError();
    const now = this.clock.now().getTime();
    await this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, userId);
      const night = await this.store.lock(tx, id, 'share');
      if (!night) throw new MirrorNightNotFoundError();
      const refusal = decideEnter({
        night,
        now,
        alreadyEntered: await this.store.isEntrant(night.id, player.id, tx),
        enteredElsewhere: await this.store.enteredElsewhere(tx, player.id, night.id, now),
      });
      if (refusal === 'ended') throw new MirrorNightEndedError();
      if (refusal === 'already-entered') throw new MirrorNightAlreadyEnteredError();
      if (refusal === 'entered-elsewhere') throw new MirrorNightEnteredElsewhereError();
      if (!(await this.store.addEntrant(tx, night.id, player.id, now))) throw new MirrorNightAlreadyEnteredError();
      await this.seedPlans.assign(tx, player.id, { id: night.id, startsAt: night.startsAt, endsAt: night.endsAt, seeds: night.seeds });
    });
    const night = (await this.store.find(id))!;
    return this.view.toDto(night, now, await this.view.mine(night, userId, true));
  }
}
