import { Inject, Injectable } from '@nestjs/common';
import { HuntOddsDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { oddsReport } from '../../../domain/hunt-odds';
import { HuntCatalogue } from '../../hunt-catalogue';
import { LoadoutReader } from '../../loadout.reader';
import { toOddsDto } from '../../odds.presenter';
import { playerGround } from '../../player-ground';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';

/**
 * `GET /api/huntrefactored/odds`: the odds of the player's next hunt with the items at work on the current ground,
 * from the engine's own odds (`huntOdds`) and reward rules, with the bait the hunt would use (the bait fallback
 * included). A read: two statements (the hunter's ground, the items at work), nothing written.
 */
@Injectable()
export class GetOddsHandler {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly loadouts: LoadoutReader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<HuntOddsDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    // The hunt's own bait: an empty bait slot falls back to owned bait this ground accepts, as the hunt would.
    const groundRead = playerGround(this.hunters, userId, catalogue);
    const [ground, loadout] = await Promise.all([
      groundRead,
      this.loadouts.readOnGround(
        userId,
        catalogue,
        groundRead.then((g) => g?.id ?? null),
      ),
    ]);
    const report = oddsReport({
      now: this.clock.now().getTime(),
      setup: loadout.setup,
      ground: catalogue.engineGround(ground?.id ?? null),
      enemies: catalogue.enemies(),
    });
    return toOddsDto(report, ground, catalogue);
  }
}
