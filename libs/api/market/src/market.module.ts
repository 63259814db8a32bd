import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { AccountDeletionHooks } from '@grimhunt/api-identity';
import { CloseOrdersOfDeletedHandler } from './application/commands/close-orders-of-deleted/close-orders-of-deleted.handler';
import { CancelOrderHandler } from './application/commands/cancel-order/cancel-order.handler';
import { ExpireOrdersHandler } from './application/commands/expire-orders/expire-orders.handler';
import { PlaceOrderHandler } from './application/commands/place-order/place-order.handler';
import { ItemQueue } from './application/item-queue';
import { MarketLimitsReader } from './application/market-limits';
import { MarketSettlement } from './application/market-settlement';
import { MARKET_STORE } from './application/ports/market.store.port';
import { RecentPrices } from './application/recent-prices';
import { GetBookHandler } from './application/queries/get-book/get-book.handler';
import { GetMyOrdersHandler } from './application/queries/get-my-orders/get-my-orders.handler';
import { ListTradesHandler } from './application/queries/list-trades/list-trades.handler';
import { SearchMarketHandler } from './application/queries/search-market/search-market.handler';
import { MarketTradeController } from './infrastructure/http/market-trade.controller';
import { MarketController } from './infrastructure/http/market.controller';
import { MARKET_CONFIG, MarketConfig, MarketTimers } from './infrastructure/jobs/market-timers';
import { TypeOrmMarketStore } from './infrastructure/persistence/typeorm-market.store';

/**
 * The marketplace: anonymous buy and sell orders for tradable items, escrow and fills through economy's
 * HoldingsFacade (ledger), a tariff destroyed on every sale. Needs the kernel, identity (PlayerDirectory), the
 * catalogue facade (items, settings) and economy (PlayerLock, HoldingsFacade).
 */
@Module({})
export class MarketModule implements OnModuleInit {
  constructor(
    private readonly deletionHooks: AccountDeletionHooks,
    private readonly closeOrdersOfDeleted: CloseOrdersOfDeletedHandler,
  ) {}

  onModuleInit(): void {
    this.deletionHooks.register(this.closeOrdersOfDeleted);
  }

  static forRoot(config: MarketConfig): DynamicModule {
    return {
      module: MarketModule,
      controllers: [MarketController, MarketTradeController],
      providers: [
        { provide: MARKET_CONFIG, useValue: config },
        { provide: MARKET_STORE, useClass: TypeOrmMarketStore },
        ItemQueue,
        MarketLimitsReader,
        MarketSettlement,
        RecentPrices,
        PlaceOrderHandler,
        CancelOrderHandler,
        CloseOrdersOfDeletedHandler,
        ExpireOrdersHandler,
        GetBookHandler,
        GetMyOrdersHandler,
        SearchMarketHandler,
        ListTradesHandler,
        MarketTimers,
      ],
    };
  }
}
