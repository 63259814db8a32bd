import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { COVEN_ROUTES, CovenActionDto, CovenApplicationDto, CovenBoardMessageDto, CovenDto, CovenSummaryDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { ApplyEmblemHandler } from '../../application/commands/apply-emblem/apply-emblem.handler';
import { CovenMembershipHandler } from '../../application/commands/coven-membership/coven-membership.handler';
import { CreateCovenHandler } from '../../application/commands/create-coven/create-coven.handler';
import { PostBoardMessageHandler } from '../../application/commands/post-board-message/post-board-message.handler';
import { GetCovensHandler } from '../../application/queries/get-covens/get-covens.handler';
import { ApplyEmblemRequest, CreateCovenRequest, PostBoardMessageRequest } from './covens.requests';

/** Covens for signed-in players. Refusals answer `{ statusCode, code, message }`. */
@ApiTags('covens')
@Controller()
@Player()
export class CovenController {
  constructor(
    private readonly create: CreateCovenHandler,
    private readonly membership: CovenMembershipHandler,
    private readonly board: PostBoardMessageHandler,
    private readonly reads: GetCovensHandler,
    private readonly emblem: ApplyEmblemHandler,
  ) {}

  @Get(COVEN_ROUTES.covens)
  search(@Query('q') q: unknown): Promise<CovenSummaryDto[]> {
    return this.reads.search(q);
  }

  @Post(COVEN_ROUTES.covens)
  @HttpCode(200)
  found(@CurrentUser() user: AuthUser, @Body() body: CreateCovenRequest): Promise<CovenActionDto> {
    return this.create.execute(user.id, body);
  }

  @Get(COVEN_ROUTES.mine)
  mine(@CurrentUser() user: AuthUser): Promise<CovenDto> {
    return this.reads.mine(user.id);
  }

  @Get(COVEN_ROUTES.coven)
  coven(@Param('covenId') covenId: string): Promise<CovenDto> {
    return this.reads.coven(covenId);
  }

  @Post(COVEN_ROUTES.join)
  @HttpCode(200)
  join(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string): Promise<CovenActionDto> {
    return this.membership.join(user.id, covenId);
  }

  @Post(COVEN_ROUTES.apply)
  @HttpCode(200)
  apply(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string): Promise<CovenActionDto> {
    return this.membership.apply(user.id, covenId);
  }

  @Get(COVEN_ROUTES.applications)
  applications(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string): Promise<CovenApplicationDto[]> {
    return this.reads.applications(user.id, covenId);
  }

  @Post(COVEN_ROUTES.accept)
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Param('userId') userId: string): Promise<CovenActionDto> {
    return this.membership.accept(user.id, covenId, userId);
  }

  @Post(COVEN_ROUTES.decline)
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Param('userId') userId: string): Promise<CovenActionDto> {
    return this.membership.decline(user.id, covenId, userId);
  }

  @Post(COVEN_ROUTES.leave)
  @HttpCode(200)
  leave(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string): Promise<CovenActionDto> {
    return this.membership.leave(user.id, covenId);
  }

  @Post(COVEN_ROUTES.kick)
  @HttpCode(200)
  kick(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Param('userId') userId: string): Promise<CovenActionDto> {
    return this.membership.kick(user.id, covenId, userId);
  }

  @Post(COVEN_ROUTES.promote)
  @HttpCode(200)
  promote(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Param('userId') userId: string): Promise<CovenActionDto> {
    return this.membership.promote(user.id, covenId, userId);
  }

  @Post(COVEN_ROUTES.demote)
  @HttpCode(200)
  demote(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Param('userId') userId: string): Promise<CovenActionDto> {
    return this.membership.demote(user.id, covenId, userId);
  }

  @Get(COVEN_ROUTES.board)
  readBoard(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string): Promise<CovenBoardMessageDto[]> {
    return this.reads.board(user.id, covenId);
  }

  @Post(COVEN_ROUTES.board)
  @HttpCode(200)
  @RateLimit(RATE_LIMITS.covenBoard)
  post(
    @CurrentUser() user: AuthUser,
    @Param('covenId') covenId: string,
    @Body() body: PostBoardMessageRequest,
  ): Promise<CovenBoardMessageDto> {
    return this.board.execute(user.id, covenId, body?.message);
  }

  @Put(COVEN_ROUTES.emblem)
  applyEmblem(@CurrentUser() user: AuthUser, @Param('covenId') covenId: string, @Body() body: ApplyEmblemRequest): Promise<CovenActionDto> {
    return this.emblem.execute(user.id, covenId, body?.design);
  }
}
