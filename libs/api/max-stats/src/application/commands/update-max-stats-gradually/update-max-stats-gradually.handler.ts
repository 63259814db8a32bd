import { Inject, Injectable } from '@nestjs/common';
import { MaxStat } from '../../../domain/max-stat';
import { MaxStatsRunner } from '../../max-stats-runner';
import { MAX_STAT_REPOSITORY, MaxStatRepository } from '../../ports/max-stat.repository.port';

/**
 * `POST /api/maxstat/update-gradual`: recomputes every target and moves each current value one step toward it
 * (MAX_STAT_GRADUAL_PERCENT of the gap, at least 1); answers the new list.
 */
@Injectable()
export class UpdateMaxStatsGraduallyHandler {
  constructor(
    private readonly runner: MaxStatsRunner,
    @Inject(MAX_STAT_REPOSITORY) private readonly maxStats: MaxStatRepository,
  ) {}

  async execute(): Promise<MaxStat[]> {
    await this.runner.run('gradual');
    return this.maxStats.list();
  }
}
