import { Inject, Injectable } from '@nestjs/common';
import { MARKET_MESSAGES as M, MARKET_VOLUME_MAX_DAYS, MarketTradeDto, MarketVolumeDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, ValidationError } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { UnknownMarketItemError } from '../../../domain/market.errors';
import { toTradeDto } from '../../market-view';
import { MARKET_STORE, MarketStore, TradeListQuery } from '../../ports/market.store.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back office's reads of the market: the trades list (for investigating abuse) and an item's daily volume. */
@Injectable()
export class ListTradesHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async list(query: TradeListQuery): Promise<{ rows: MarketTradeDto[]; total: number }> {
    const { rows, total } = await this.store.trades(query);
    const [snapshot, names] = await Promise.all([
      this.catalogue.snapshot(),
      this.players.namesOf([...new Set(rows.flatMap((t) => [t.buyerId, t.sellerId]))]),
    ]);
    return { rows: rows.map((t) => toTradeDto(t, snapshot, names)), total };
  }

  /** Every UTC day of the last `days` (today included), oldest first, days without trades as zeros. */
  async volume(itemId: unknown, days: unknown): Promise<MarketVolumeDto> {
    const count = typeof days === 'string' && /^\d{1,3}$/.test(days) ? Number(days) : days === undefined || days === '' ? 30 : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MARKET_VOLUME_MAX_DAYS) throw new ValidationError(M.volumeDaysInvalid);
    const item = isUuid(itemId) ? await this.catalogue.item(itemId) : undefined;
    if (!item) throw new UnknownMarketItemError();
    const today = Math.floor(this.clock.now().getTime() / DAY_MS) * DAY_MS;
    const since = new Date(today - (count - 1) * DAY_MS);
    const byDay = new Map((await this.store.volume(item.id, since)).map((p) => [p.day, p]));
    const points = Array.from({ length: count }, (_, i) => {
      const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      return byDay.get(day) ?? { day, amount: 0, gold: 0, trades: 0 };
    });
    return { itemId: item.id, days: count, points };
  }
}
