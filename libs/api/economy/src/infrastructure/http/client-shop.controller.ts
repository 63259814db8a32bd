import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ECONOMY_ROUTES, LadderPageDto, ShopPageDto, ExhibitionPageDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { BrowseExhibitionHandler } from '../../application/queries/browse-exhibition/browse-exhibition.handler';
import { BrowseShopHandler } from '../../application/queries/browse-shop/browse-shop.handler';
import { GetLadderHandler } from '../../application/queries/get-ladder/get-ladder.handler';
import { ShopPageQuery } from './economy.requests';

/** Shops, the exhibition and the ladder. Shop reads are rate-limited per player. */
@ApiTags('clientshop')
@Controller()
export class ClientShopController {
  constructor(
    private readonly shops: BrowseShopHandler,
    private readonly exhibition: BrowseExhibitionHandler,
    private readonly ladder: GetLadderHandler,
  ) {}

  @Get(ECONOMY_ROUTES.clientShop)
  @Player()
  @RateLimit(RATE_LIMITS.shop)
  shop(
    @CurrentUser() user: AuthUser,
    @Param('endpoint') endpoint: string,
    @Param('page') page: string,
    @Query() query: ShopPageQuery,
  ): Promise<ShopPageDto | ExhibitionPageDto> {
    if (endpoint === 'getexhibition') {
      return this.exhibition.execute({ userId: user.id, page, pageSize: query.pageSize, filter: query.filter, sortBy: query.sortBy });
    }
    return this.shops.execute({ userId: user.id, endpoint, page, pageSize: query.pageSize, sortBy: query.sortBy, filter: query.filter });
  }

  @Get(ECONOMY_ROUTES.ladder)
  @Player()
  ladderAround(@CurrentUser() user: AuthUser, @Param('from') from: string): Promise<LadderPageDto> {
    return this.ladder.execute(user.id, from);
  }
}
