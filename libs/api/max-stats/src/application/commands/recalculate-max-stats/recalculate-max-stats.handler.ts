import { Inject, Injectable } from '@nestjs/common';
import { MaxStat } from '../../../domain/max-stat';
import { MaxStatsRunner } from '../../max-stats-runner';
import { MAX_STAT_REPOSITORY, MaxStatRepository } from '../../ports/max-stat.repository.port';

/** `POST /api/maxstat/recalculate-all`: current = target = the computed value for every stat; answers the new list. */
@Injectable()
export class RecalculateMaxStatsHandler {
  constructor(
    private readonly runner: MaxStatsRunner,
    @Inject(MAX_STAT_REPOSITORY) private readonly maxStats: MaxStatRepository,
  ) {}

  async execute(): Promise<MaxStat[]> {
    await this.runner.run('recalculate');
    return this.maxStats.list();
  }
}
