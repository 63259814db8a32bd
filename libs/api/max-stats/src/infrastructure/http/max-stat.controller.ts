import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MAX_STAT_MESSAGES, MAX_STAT_ROUTES, MaxStatDto, MaxStatsRunResultDto } from '@grimhunt/contracts';
import { Admin } from '@grimhunt/api-kernel';
import { RecalculateMaxStatsHandler } from '../../application/commands/recalculate-max-stats/recalculate-max-stats.handler';
import { UpdateMaxStatsGraduallyHandler } from '../../application/commands/update-max-stats-gradually/update-max-stats-gradually.handler';
import { ListMaxStatsHandler } from '../../application/queries/list-max-stats/list-max-stats.handler';
import { toMaxStatDto } from './max-stat.presenter';

/** `/api/maxstat`, administrators only. A run already in progress answers 409 MAX_STATS.CONFLICT. */
@ApiTags('admin: max stats')
@Controller(MAX_STAT_ROUTES.base)
export class MaxStatController {
  constructor(
    private readonly listHandler: ListMaxStatsHandler,
    private readonly recalculateHandler: RecalculateMaxStatsHandler,
    private readonly gradualHandler: UpdateMaxStatsGraduallyHandler,
  ) {}

  @Get()
  @Admin()
  async list(): Promise<MaxStatDto[]> {
    return (await this.listHandler.execute()).map(toMaxStatDto);
  }

  @Post(MAX_STAT_ROUTES.recalculateAll)
  @HttpCode(200)
  @Admin()
  async recalculateAll(): Promise<MaxStatsRunResultDto> {
    const stats = await this.recalculateHandler.execute();
    return { success: true, message: MAX_STAT_MESSAGES.recalculated, maxStats: stats.map(toMaxStatDto) };
  }

  @Post(MAX_STAT_ROUTES.updateGradual)
  @HttpCode(200)
  @Admin()
  async updateGradual(): Promise<MaxStatsRunResultDto> {
    const stats = await this.gradualHandler.execute();
    return { success: true, message: MAX_STAT_MESSAGES.updateInitiated, maxStats: stats.map(toMaxStatDto) };
  }
}
