import { Inject, Injectable } from '@nestjs/common';
import { HuntStatisticsDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { buildStatistics } from '../../../domain/admin-reports';
import { HuntCatalogue } from '../../hunt-catalogue';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

export const STATISTICS_WINDOW_MS = 24 * 60 * 60_000;

/** `GET /api/admin/hunt/statistics-last-24h`: the hunt entries of the journal (types 6, 8, 9) of the last 24 hours. */
@Injectable()
export class HuntStatisticsHandler {
  constructor(
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(): Promise<HuntStatisticsDto> {
    const to = (await this.journal.databaseNow()) + 1;
    const from = to - STATISTICS_WINDOW_MS;
    const rows = await this.journal.aggregate(from, to);
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const enemyName = ([id, n]: [string, number]): [string, number] => [catalogue.enemy(id)?.name ?? `Unknown ghost ${id.slice(0, 8)}`, n];
    const itemName = ([id, n]: [string, number]): [string, number] => [catalogue.item(id)?.name ?? `Unknown item ${id.slice(0, 8)}`, n];
    return buildStatistics({
      totalHunts: rows.totalHunts,
      totalUsers: rows.totalUsers,
      successfulHunts: rows.successfulHunts,
      huntResults: rows.huntResults,
      ghostsAttracted: rows.attracted.map(enemyName),
      ghostsCaught: rows.caught.map(enemyName),
      huntStrategies: rows.strategies,
      loot: rows.loot.map(itemName),
      currencies: rows.currencies,
      from,
      to,
    });
  }
}
