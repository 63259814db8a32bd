import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HUNT_ROUTES, HuntReplayDto, HuntSimulationResultDto, HuntStatisticsDto, LootSimulationResultDto } from '@grimhunt/contracts';
import { Admin } from '@grimhunt/api-kernel';
import { HuntStatisticsHandler } from '../../application/queries/hunt-statistics/hunt-statistics.handler';
import { ReplayHuntHandler } from '../../application/queries/replay-hunt/replay-hunt.handler';
import { SimulateHuntsHandler } from '../../application/queries/simulate-hunts/simulate-hunts.handler';
import { SimulationRequest } from './hunt.requests';

/** Admin hunt tools: 24-hour statistics, the simulator and hunt replays. Admin role only. */
@ApiTags('admin: hunt')
@Controller()
@Admin()
export class AdminHuntController {
  constructor(
    private readonly statistics: HuntStatisticsHandler,
    private readonly simulator: SimulateHuntsHandler,
    private readonly replays: ReplayHuntHandler,
  ) {}

  @Get(HUNT_ROUTES.adminStatistics)
  last24h(): Promise<HuntStatisticsDto> {
    return this.statistics.execute();
  }

  @Post(HUNT_ROUTES.adminSimulate)
  @HttpCode(200)
  simulate(@Body() body: SimulationRequest): Promise<HuntSimulationResultDto> {
    return this.simulator.simulate(body);
  }

  @Post(HUNT_ROUTES.adminSimulateWithLoot)
  @HttpCode(200)
  simulateWithLoot(@Body() body: SimulationRequest): Promise<LootSimulationResultDto> {
    return this.simulator.simulateWithLoot(body);
  }

  @Get(HUNT_ROUTES.adminReplay)
  replay(@Param('journalEntryId') journalEntryId: string): Promise<HuntReplayDto> {
    return this.replays.execute(journalEntryId);
  }
}
