import { Inject, Injectable } from '@nestjs/common';
import { MaxStat } from '../../../domain/max-stat';
import { MAX_STAT_REPOSITORY, MaxStatRepository } from '../../ports/max-stat.repository.port';

/** `GET /api/maxstat`: the stored max stats by name (empty until the first calculation). */
@Injectable()
export class ListMaxStatsHandler {
  constructor(@Inject(MAX_STAT_REPOSITORY) private readonly maxStats: MaxStatRepository) {}

  execute(): Promise<MaxStat[]> {
    return this.maxStats.list();
  }
}
