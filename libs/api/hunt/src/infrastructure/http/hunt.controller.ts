import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ClientHuntingGroundDto,
  ClientRegionDto,
  GrimoireEnemyDto,
  HUNT_ROUTES,
  HuntAnswerDto,
  JournalEntryDto,
  MissionDto,
  TravelAnswerDto,
} from '@grimhunt/contracts';
import { AuthUser, CurrentUser, LegacyShape, Player } from '@grimhunt/api-kernel';
import { CoffinHuntHandler } from '../../application/commands/coffin-hunt/coffin-hunt.handler';
import { SoundHuntHandler } from '../../application/commands/sound-hunt/sound-hunt.handler';
import { TravelHandler } from '../../application/commands/travel/travel.handler';
import { GetGrimoireHandler } from '../../application/queries/get-grimoire/get-grimoire.handler';
import { GetJournalHandler } from '../../application/queries/get-journal/get-journal.handler';
import { GetMissionHandler } from '../../application/queries/get-mission/get-mission.handler';
import { TravelQueriesHandler } from '../../application/queries/travel-queries/travel-queries.handler';
import { TravelRequest } from './hunt.requests';
import { ManualHunt } from '../../application/challenge/hunt-challenge.guard';

/**
 * The player's hunt routes (spec player §7). The hunt routes' per-player rate limit (RATE_LIMITS.hunt, 429) and the
 * manual hunts' picture puzzle (428) are checked by the handlers inside the hunt's own transaction. Hunt outcomes, refusals included (OnCooldown, NoBait, ...), are answers
 * with status 200 and `huntResult`; only malformed or impossible requests are errors.
 */
@ApiTags('hunt')
@Controller()
@Player()
export class HuntController {
  constructor(
    private readonly hunts: SoundHuntHandler,
    private readonly coffin: CoffinHuntHandler,
    private readonly journal: GetJournalHandler,
    private readonly missions: GetMissionHandler,
    private readonly travelQueries: TravelQueriesHandler,
    private readonly travelHandler: TravelHandler,
    private readonly grimoire: GetGrimoireHandler,
  ) {}

  @Post(HUNT_ROUTES.hunt)
  @ManualHunt()
  @HttpCode(200)
  hunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'regular');
  }

  @Get(HUNT_ROUTES.quickhunt)
  @ManualHunt()
  quickhunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'regular');
  }

  @Get(HUNT_ROUTES.chronohunt)
  @ManualHunt()
  chronohunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'chrono');
  }

  @Get(HUNT_ROUTES.coffinhunt)
  coffinhunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.coffin.execute(user.id);
  }

  @Get(HUNT_ROUTES.journal)
  journalEntries(@CurrentUser() user: AuthUser): Promise<JournalEntryDto[]> {
    return this.journal.execute(user.id);
  }

  @Get(HUNT_ROUTES.mission)
  mission(@CurrentUser() user: AuthUser): Promise<MissionDto> {
    return this.missions.execute(user.id);
  }

  @Get(HUNT_ROUTES.travelRegions)
  regions(): Promise<ClientRegionDto[]> {
    return this.travelQueries.regions();
  }

  @Get(HUNT_ROUTES.travelGrounds)
  grounds(@CurrentUser() user: AuthUser, @Param('regionId') regionId: string): Promise<ClientHuntingGroundDto[]> {
    return this.travelQueries.grounds(user.id, regionId);
  }

  @Post(HUNT_ROUTES.travel)
  @HttpCode(200)
  @LegacyShape()
  travel(@CurrentUser() user: AuthUser, @Body() body: TravelRequest): Promise<TravelAnswerDto> {
    return this.travelHandler.execute(user.id, body.newHuntingGroundId);
  }

  @Get(HUNT_ROUTES.grimoire)
  enemies(@CurrentUser() user: AuthUser, @Param('key') key: string): Promise<GrimoireEnemyDto[]> {
    return this.grimoire.execute(user.id, key);
  }
}
