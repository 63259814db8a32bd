import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { AUTO_HUNT_PERIOD_MS } from '@grimhunt/contracts';
import { hourOf } from '../../domain/auto-hunt';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HuntCatalogue } from '../hunt-catalogue';
import { HUNTER_REPOSITORY, HunterRepository } from '../ports/hunter.repository.port';

/** Where a player hunts and whether their trap is ready, as other players may see it. */
export interface HunterStanding {
  groundName: string;
  huntReady: boolean;
}

/** What other contexts may read of players' hunting (the friends list). */
@Injectable()
export class HuntFacade {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly catalogue: CatalogueFacade,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The standing of each player (one read); a player who never hunted is ready and stands nowhere yet. */
  async standings(userIds: string[]): Promise<Map<string, HunterStanding>> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const now = this.clock.now().getTime();
    const found = new Map((await this.hunters.findMany(userIds)).map((h) => [h.userId, h]));
    return new Map(
      userIds.map((id) => {
        const hunter = found.get(id);
        const ground = catalogue.ground(hunter?.huntingGroundId ?? null);
        return [id, { groundName: ground && catalogue.isOpen(ground) ? ground.name : '', huntReady: !hunter || hunter.nextHuntAt <= now }];
      }),
    );
  }

  /**
   * Tells the hunt that these players may now have a friend to take along (a friendship was made, or a friend turned
   * the party switch on): their next sounded hunt looks for a party. One statement, inside the caller's transaction.
   */
  async partyMayHaveChanged(tx: Tx, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const now = this.clock.now().getTime();
    await this.hunters.markPartyPossible(tx, userIds, {
      huntingGroundId: catalogue.startingGround()?.id ?? null,
      lastAutoHour: hourOf(now, AUTO_HUNT_PERIOD_MS) - 1,
    });
  }
}
