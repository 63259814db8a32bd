import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
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
}
