import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MARKET_ROUTES,
  MarketBookDto,
  MarketOrderDto,
  MarketSearchResultDto,
  MarketVolumeDto,
  MyMarketOrdersDto,
  PlacedMarketOrderDto,
} from '@grimhunt/contracts';
import { Admin, AuthUser, CurrentUser, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { CancelOrderHandler } from '../../application/commands/cancel-order/cancel-order.handler';
import { PlaceOrderHandler } from '../../application/commands/place-order/place-order.handler';
import { GetBookHandler } from '../../application/queries/get-book/get-book.handler';
import { GetMyOrdersHandler } from '../../application/queries/get-my-orders/get-my-orders.handler';
import { ListTradesHandler } from '../../application/queries/list-trades/list-trades.handler';
import { SearchMarketHandler } from '../../application/queries/search-market/search-market.handler';

/** The marketplace for signed-in players on `/api/market`, plus the back office's volume chart. */
@ApiTags('market')
@Controller(MARKET_ROUTES.base)
export class MarketController {
  constructor(
    private readonly placeOrder: PlaceOrderHandler,
    private readonly cancelOrder: CancelOrderHandler,
    private readonly book: GetBookHandler,
    private readonly myOrders: GetMyOrdersHandler,
    private readonly searchMarket: SearchMarketHandler,
    private readonly trades: ListTradesHandler,
  ) {}

  @Post(MARKET_ROUTES.orders)
  @HttpCode(201)
  @Player()
  @RateLimit(RATE_LIMITS.marketOrder)
  place(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<PlacedMarketOrderDto> {
    // The body passes through as sent, without a request class (whose validation would cost every order a
    // transformation and a validation run and check nothing): the domain's `readOrder` reads its four fields, so a
    // price given as text, a fraction or an unknown side answers the form's own message.
    return this.placeOrder.execute(user.id, body);
  }

  @Get(MARKET_ROUTES.mine)
  @Player()
  mine(@CurrentUser() user: AuthUser): Promise<MyMarketOrdersDto> {
    return this.myOrders.execute(user.id);
  }

  @Delete(MARKET_ROUTES.order)
  @Player()
  @RateLimit(RATE_LIMITS.marketOrder)
  cancel(@CurrentUser() user: AuthUser, @Param('orderId') orderId: string): Promise<MarketOrderDto> {
    return this.cancelOrder.execute(user.id, orderId);
  }

  @Get(MARKET_ROUTES.item)
  @Player()
  item(@Param('itemId') itemId: string): Promise<MarketBookDto> {
    return this.book.execute(itemId);
  }

  @Get(MARKET_ROUTES.search)
  @Player()
  search(@Query('q') q: unknown, @Query('type') type: unknown): Promise<MarketSearchResultDto[]> {
    return this.searchMarket.execute(q, type);
  }

  @Get(MARKET_ROUTES.volume)
  @Admin()
  volume(@Query('itemId') itemId: unknown, @Query('days') days: unknown): Promise<MarketVolumeDto> {
    return this.trades.volume(itemId, days);
  }
}
