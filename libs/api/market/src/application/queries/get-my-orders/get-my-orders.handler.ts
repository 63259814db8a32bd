import { Inject, Injectable } from '@nestjs/common';
import { MARKET_MY_HISTORY, MyMarketOrdersDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { ExpireOrdersHandler } from '../../commands/expire-orders/expire-orders.handler';
import { MarketLimitsReader } from '../../market-limits';
import { toOrderDto } from '../../market-view';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

/**
 * The player's open orders (newest first) and latest closed ones. The player's own orders past their expiry are
 * expired first, so the escrow is back by the time the list shows them expired.
 */
@Injectable()
export class GetMyOrdersHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
    private readonly limitsReader: MarketLimitsReader,
    private readonly expire: ExpireOrdersHandler,
  ) {}

  async execute(userId: string): Promise<MyMarketOrdersDto> {
    await this.expire.execute(userId);
    const now = this.clock.now();
    const [open, closed, snapshot, limits] = await Promise.all([
      this.store.openOf(userId, now),
      this.store.closedOf(userId, MARKET_MY_HISTORY),
      this.catalogue.snapshot(),
      this.limitsReader.read(),
    ]);
    return {
      open: open.map((o) => toOrderDto(o, snapshot, now)),
      closed: closed.map((o) => toOrderDto(o, snapshot, now)),
      maxOpenOrders: limits.maxOpenOrders,
    };
  }
}
