import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MIRROR_NIGHT_ROUTES, MirrorNightDto, MirrorNightListDto, MirrorNightResultsDto, MirrorNightVerifyDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { EnterMirrorNightHandler } from '../../application/commands/enter-mirror-night/enter-mirror-night.handler';
import { GetMirrorNightsHandler } from '../../application/queries/get-mirror-nights/get-mirror-nights.handler';
import { VerifyEntrantHandler } from '../../application/queries/verify-entrant/verify-entrant.handler';

/** The players' Mirror Nights on `/api/mirror-nights`. */
@ApiTags('mirror nights')
@Controller(MIRROR_NIGHT_ROUTES.base)
export class MirrorNightsController {
  constructor(
    private readonly nights: GetMirrorNightsHandler,
    private readonly enterNight: EnterMirrorNightHandler,
    private readonly verifyEntrant: VerifyEntrantHandler,
  ) {}

  @Get(MIRROR_NIGHT_ROUTES.list)
  @Player()
  list(@CurrentUser() user: AuthUser): Promise<MirrorNightListDto> {
    return this.nights.list(user.id);
  }

  @Get(MIRROR_NIGHT_ROUTES.get)
  @Player()
  results(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<MirrorNightResultsDto> {
    return this.nights.results(id, user.id);
  }

  @Post(MIRROR_NIGHT_ROUTES.enter)
  @HttpCode(200)
  @Player()
  enter(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<MirrorNightDto> {
    return this.enterNight.execute(id, user.id);
  }

  @Get(MIRROR_NIGHT_ROUTES.verify)
  @Player()
  @RateLimit(RATE_LIMITS.mirrorNightVerify)
  verify(@Param('id') id: string, @Param('userId') userId: string): Promise<MirrorNightVerifyDto> {
    return this.verifyEntrant.execute(id, userId);
  }
}
