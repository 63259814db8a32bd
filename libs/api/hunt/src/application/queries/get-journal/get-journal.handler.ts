import { Inject, Injectable } from '@nestjs/common';
import { JOURNAL_PAGE_SIZE, JournalEntryDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { AutoHuntRunner } from '../../auto-hunt.runner';
import { HuntCatalogue } from '../../hunt-catalogue';
import { toJournalEntryDto } from '../../journal.presenter';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

/** `GET /api/Journal`: the player's newest JOURNAL_PAGE_SIZE entries, newest first (due auto-hunts served first). */
@Injectable()
export class GetJournalHandler {
  constructor(
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<JournalEntryDto[]> {
    await this.autoHunts.runLazily(userId);
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const records = await this.journal.latest(userId, JOURNAL_PAGE_SIZE);
    return records.map((r) => toJournalEntryDto(r, catalogue));
  }
}
