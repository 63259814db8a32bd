import { Inject, Injectable } from '@nestjs/common';
import { MARKET_BOOK_LEVELS, MARKET_LAST_TRADES, MarketBookDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { weightedMedian } from '../../../domain/market-rules';
import { UnknownMarketItemError } from '../../../domain/market.errors';
import { MEDIAN_DAYS } from '../../commands/place-order/place-order.handler';
import { MarketLimitsReader } from '../../market-limits';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An item's book: the top levels of each side (amounts summed per price, no owners), the latest trades, the median. */
@Injectable()
export class GetBookHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
    private readonly limitsReader: MarketLimitsReader,
  ) {}

  async execute(itemId: string): Promise<MarketBookDto> {
    const item = isUuid(itemId) ? await this.catalogue.item(itemId) : undefined;
    if (!item) throw new UnknownMarketItemError();
    const now = this.clock.now();
    const [bids, asks, trades, prices, limits] = await Promise.all([
      this.store.levels(item.id, 'buy', now, MARKET_BOOK_LEVELS),
      this.store.levels(item.id, 'sell', now, MARKET_BOOK_LEVELS),
      this.store.lastTrades(item.id, MARKET_LAST_TRADES),
      this.store.pricesSince(item.id, new Date(now.getTime() - MEDIAN_DAYS * DAY_MS)),
      this.limitsReader.read(),
    ]);
    return {
      bids,
      asks,
      lastTrades: trades.map((t) => ({ price: t.price, amount: t.amount, at: t.at.toISOString() })),
      median7d: weightedMedian(prices),
      rules: limits,
    };
  }
}
