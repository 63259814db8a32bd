import { Inject, Injectable } from '@nestjs/common';
import { MARKET_MESSAGES as M, MARKET_SEARCH_LIMIT, MARKET_SEARCH_MAX, MarketSearchResultDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InvalidOrderError } from '../../../domain/market.errors';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

/**
 * Items with open orders, with their best bid and ask, filtered by name (`q`, case-insensitive, anywhere in the
 * name) and item type short name (`type`), by name; at most MARKET_SEARCH_LIMIT.
 */
@Injectable()
export class SearchMarketHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(q: unknown, type: unknown): Promise<MarketSearchResultDto[]> {
    const text = typeof q === 'string' ? q.trim().toLowerCase() : '';
    if (text.length > MARKET_SEARCH_MAX) throw new InvalidOrderError(`Search text must be at most ${MARKET_SEARCH_MAX} characters`);
    const snapshot = await this.catalogue.snapshot();
    const typeName = typeof type === 'string' ? type.trim() : '';
    const itemType = typeName ? snapshot.byShortName('itemtype', typeName) : undefined;
    if (typeName && !itemType) throw new InvalidOrderError(M.typeUnknown);
    const items = snapshot
      .list('item')
      .filter((i) => (!text || i.name.toLowerCase().includes(text)) && (!itemType || i.type === itemType['id']));
    const filtered = text || itemType;
    if (filtered && items.length === 0) return [];
    const summaries = await this.store.summaries(filtered ? items.map((i) => i.id) : null, this.clock.now());
    return summaries
      .map((s) => {
        const item = snapshot.get('item', s.itemId);
        if (!item) return null;
        const typeRecord = item.type ? snapshot.get('itemtype', item.type) : undefined;
        return { ...s, name: item.name, imageId: item.imageId, itemType: typeRecord?.shortName ?? null };
      })
      .filter((r): r is MarketSearchResultDto => r !== null)
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MARKET_SEARCH_LIMIT);
  }
}
