import { Inject, Injectable } from '@nestjs/common';
import { GHOST_CROWNS, GhostTallyPageDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { crownOf } from '../../../domain/crowns';
import { HuntCatalogue } from '../../hunt-catalogue';
import { enemyRef } from '../../odds.presenter';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

/**
 * `GET /api/huntrefactored/tally`: every visible ghost the player caught or missed, with the crowns its catches
 * earned, most caught first. One statement, nothing written.
 */
@Injectable()
export class GetTallyHandler {
  constructor(
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<GhostTallyPageDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const rows = await this.journal.tally(userId);
    const ghosts = rows
      .filter((r) => catalogue.enemy(r.enemyId)?.visible)
      .map((r) => ({ enemy: enemyRef(catalogue, r.enemyId), caught: r.caught, missed: r.missed, ...crownOf(r.caught) }))
      .sort((a, b) => b.caught - a.caught || b.missed - a.missed || a.enemy.name.localeCompare(b.enemy.name));
    return { ghosts, crowns: GHOST_CROWNS };
  }
}
