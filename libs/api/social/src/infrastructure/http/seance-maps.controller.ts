import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SEANCE_MAP_ROUTES, SeanceMapDto, SeanceMapsDto, SeanceOkDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { SeanceMembershipHandler } from '../../application/commands/seance-membership/seance-membership.handler';
import { StartSeanceMapHandler } from '../../application/commands/start-seance-map/start-seance-map.handler';
import { GetSeanceMapsHandler } from '../../application/queries/get-seance-maps/get-seance-maps.handler';
import { InviteToSeanceMapRequest, StartSeanceMapRequest } from './seance-maps.requests';

/** Séance maps: start from a scroll, invite, join, leave, my maps, one map. Players only; JSON in and out. */
@ApiTags('social')
@Controller()
@Player()
@RateLimit(RATE_LIMITS.social)
export class SeanceMapsController {
  constructor(
    private readonly start: StartSeanceMapHandler,
    private readonly membership: SeanceMembershipHandler,
    private readonly query: GetSeanceMapsHandler,
  ) {}

  @Get(SEANCE_MAP_ROUTES.maps)
  maps(@CurrentUser() user: AuthUser): Promise<SeanceMapsDto> {
    return this.query.list(user.id);
  }

  @Post(SEANCE_MAP_ROUTES.maps)
  @HttpCode(201)
  create(@CurrentUser() user: AuthUser, @Body() body: StartSeanceMapRequest): Promise<SeanceMapDto> {
    return this.start.execute(user.id, body?.scrollItemId);
  }

  @Get(SEANCE_MAP_ROUTES.map)
  map(@CurrentUser() user: AuthUser, @Param('mapId') mapId: string): Promise<SeanceMapDto> {
    return this.query.map(user.id, mapId);
  }

  @Post(SEANCE_MAP_ROUTES.invite)
  @HttpCode(200)
  invite(@CurrentUser() user: AuthUser, @Param('mapId') mapId: string, @Body() body: InviteToSeanceMapRequest): Promise<SeanceOkDto> {
    return this.membership.invite(user.id, mapId, body?.name);
  }

  @Post(SEANCE_MAP_ROUTES.join)
  @HttpCode(200)
  join(@CurrentUser() user: AuthUser, @Param('mapId') mapId: string): Promise<SeanceMapDto> {
    return this.membership.join(user.id, mapId);
  }

  @Post(SEANCE_MAP_ROUTES.leave)
  @HttpCode(200)
  leave(@CurrentUser() user: AuthUser, @Param('mapId') mapId: string): Promise<SeanceOkDto> {
    return this.membership.leave(user.id, mapId);
  }
}
