import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ClientHuntingGroundDto,
  ClientRegionDto,
  GrimoireEnemyDto,
  GhostTallyPageDto,
  HUNT_ROUTES,
  HuntAnswerDto,
  HuntOddsDto,
  JournalEntryDto,
  JournalHistoryDto,
  JournalHistoryQuery,
  MissionDto,
  SetupAdviceDto,
  TravelAnswerDto,
  WhatIfDto,
} from '@grimhunt/contracts';
import { AuthUser, CurrentUser, LegacyShape, Player, RATE_LIMITS, RateLimit, SessionAtLock } from '@grimhunt/api-kernel';
import { CoffinHuntHandler } from '../../application/commands/coffin-hunt/coffin-hunt.handler';
import { SoundHuntHandler } from '../../application/commands/sound-hunt/sound-hunt.handler';
import { TravelHandler } from '../../application/commands/travel/travel.handler';
import { GetGrimoireHandler } from '../../application/queries/get-grimoire/get-grimoire.handler';
import { GetJournalHandler } from '../../application/queries/get-journal/get-journal.handler';
import { GetMissionHandler } from '../../application/queries/get-mission/get-mission.handler';
import { TravelQueriesHandler } from '../../application/queries/travel-queries/travel-queries.handler';
import { AdviseSetupHandler } from '../../application/queries/advise-setup/advise-setup.handler';
import { GetHistoryHandler } from '../../application/queries/get-history/get-history.handler';
import { GetOddsHandler } from '../../application/queries/get-odds/get-odds.handler';
import { GetTallyHandler } from '../../application/queries/get-tally/get-tally.handler';
import { WhatIfHandler } from '../../application/queries/what-if/what-if.handler';
import { TravelRequest } from './hunt.requests';
import { ManualHunt } from '@grimhunt/api-puzzle';

/**
 * The player's hunt routes. The hunt routes' per-player rate limit (RATE_LIMITS.hunt, 429) and the
 * manual hunts' picture puzzle (428) are checked by the handlers inside the hunt's own transaction. The odds, advisor and
 * what-if reads, which run the engine's odds on the server's CPU, carry the shared per-player limits RATE_LIMITS.odds
 * and RATE_LIMITS.advisor (429). Hunt outcomes, refusals included (OnCooldown, NoBait, ...), are answers
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
    private readonly odds: GetOddsHandler,
    private readonly advisor: AdviseSetupHandler,
    private readonly tally: GetTallyHandler,
    private readonly history: GetHistoryHandler,
    private readonly whatIf: WhatIfHandler,
  ) {}

  @Post(HUNT_ROUTES.hunt)
  @ManualHunt()
  @SessionAtLock()
  @HttpCode(200)
  hunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'regular', user.pendingSession);
  }

  @Get(HUNT_ROUTES.quickhunt)
  @ManualHunt()
  @SessionAtLock()
  quickhunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'regular', user.pendingSession);
  }

  @Get(HUNT_ROUTES.chronohunt)
  @ManualHunt()
  @SessionAtLock()
  chronohunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.hunts.execute(user.id, 'chrono', user.pendingSession);
  }

  @Get(HUNT_ROUTES.coffinhunt)
  @SessionAtLock()
  coffinhunt(@CurrentUser() user: AuthUser): Promise<HuntAnswerDto> {
    return this.coffin.execute(user.id, user.pendingSession);
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

  @Get(HUNT_ROUTES.odds)
  @RateLimit(RATE_LIMITS.odds)
  huntOdds(@CurrentUser() user: AuthUser): Promise<HuntOddsDto> {
    return this.odds.execute(user.id);
  }

  @Get(HUNT_ROUTES.advisor)
  @RateLimit(RATE_LIMITS.advisor)
  setupAdvice(@CurrentUser() user: AuthUser): Promise<SetupAdviceDto> {
    return this.advisor.execute(user.id);
  }

  @Get(HUNT_ROUTES.tally)
  ghostTally(@CurrentUser() user: AuthUser): Promise<GhostTallyPageDto> {
    return this.tally.execute(user.id);
  }

  @Get(HUNT_ROUTES.history)
  journalHistory(
    @CurrentUser() user: AuthUser,
    @Query() query: Partial<Record<keyof JournalHistoryQuery, unknown>>,
  ): Promise<JournalHistoryDto> {
    return this.history.execute(user.id, query);
  }

  @Get(HUNT_ROUTES.whatIf)
  @RateLimit(RATE_LIMITS.odds)
  replayWithSetup(
    @CurrentUser() user: AuthUser,
    @Param('journalEntryId') journalEntryId: string,
    @Param('setupIndex') setupIndex: string,
  ): Promise<WhatIfDto> {
    return this.whatIf.execute(user.id, journalEntryId, setupIndex);
  }
}
