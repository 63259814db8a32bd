import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  TOKEN_SHOP_ROUTES,
  TokenShopActionDto,
  TokenShopDto,
  TOURNAMENT_ROUTES,
  TournamentAdminDto,
  TournamentEnterDto,
  TournamentListDto,
  TournamentScoreboardDto,
  TournamentTokensDto,
} from '@grimhunt/contracts';
import { Admin, AuthUser, contentRange, CurrentUser, parseListQuery, Player } from '@grimhunt/api-kernel';
import { EnterTournamentHandler } from '../../application/commands/enter-tournament/enter-tournament.handler';
import {
  ManageTournamentsHandler,
  TOURNAMENT_ADMIN_SORTABLE,
} from '../../application/commands/manage-tournaments/manage-tournaments.handler';
import { TokenShopHandler } from '../../application/commands/token-shop/token-shop.handler';
import { GetTournamentsHandler } from '../../application/queries/get-tournaments/get-tournaments.handler';

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** Tournaments for players: the list, entering and the scoreboard; the token balance and the token shop. */
@ApiTags('tournaments')
@Controller()
@Player()
export class TournamentController {
  constructor(
    private readonly reads: GetTournamentsHandler,
    private readonly entering: EnterTournamentHandler,
    private readonly shop: TokenShopHandler,
  ) {}

  @Get(TOKEN_SHOP_ROUTES.shop)
  tokenShop(@CurrentUser() user: AuthUser): Promise<TokenShopDto> {
    return this.shop.shop(user.id);
  }

  @Post(TOKEN_SHOP_ROUTES.buy)
  @HttpCode(200)
  buy(@CurrentUser() user: AuthUser, @Param('itemKey') itemKey: string): Promise<TokenShopActionDto> {
    return this.shop.buy(user.id, itemKey);
  }

  @Post(TOKEN_SHOP_ROUTES.equip)
  @HttpCode(200)
  equip(@CurrentUser() user: AuthUser, @Param('itemKey') itemKey: string): Promise<TokenShopActionDto> {
    return this.shop.equip(user.id, itemKey);
  }

  @Get(TOURNAMENT_ROUTES.list)
  list(@CurrentUser() user: AuthUser): Promise<TournamentListDto> {
    return this.reads.list(user.id);
  }

  @Get(TOURNAMENT_ROUTES.tokens)
  tokens(@CurrentUser() user: AuthUser): Promise<TournamentTokensDto> {
    return this.reads.tokens(user.id);
  }

  @Post(TOURNAMENT_ROUTES.enter)
  @HttpCode(200)
  enter(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<TournamentEnterDto> {
    return this.entering.execute(user.id, id);
  }

  @Get(TOURNAMENT_ROUTES.scoreboard)
  scoreboard(@Param('id') id: string): Promise<TournamentScoreboardDto> {
    return this.reads.scoreboard(id);
  }
}

/** The back office's tournaments on `/api/tournament` (ra-data-simple-rest). */
@ApiTags('tournament admin')
@Controller()
@Admin()
export class TournamentAdminController {
  constructor(private readonly tournaments: ManageTournamentsHandler) {}

  @Get(TOURNAMENT_ROUTES.admin)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<TournamentAdminDto[]> {
    const parsed = parseListQuery(query, {
      sortable: [...TOURNAMENT_ADMIN_SORTABLE],
      defaultSort: 'startsAt',
      defaultOrder: 'DESC',
      filterable: [],
      maxLimit: 200,
    });
    const { rows, total } = await this.tournaments.list(parsed);
    reply.header('Content-Range', contentRange(TOURNAMENT_ROUTES.admin, parsed.offset, rows.length, total));
    return rows;
  }

  @Get(TOURNAMENT_ROUTES.adminOne)
  one(@Param('id') id: string): Promise<TournamentAdminDto> {
    return this.tournaments.one(id);
  }

  @Post(TOURNAMENT_ROUTES.admin)
  create(@Body() body: unknown): Promise<TournamentAdminDto> {
    return this.tournaments.create(body);
  }

  @Put(TOURNAMENT_ROUTES.adminOne)
  update(@Param('id') id: string, @Body() body: unknown): Promise<TournamentAdminDto> {
    return this.tournaments.update(id, body);
  }

  @Delete(TOURNAMENT_ROUTES.adminOne)
  remove(@Param('id') id: string): Promise<TournamentAdminDto> {
    return this.tournaments.delete(id);
  }
}
