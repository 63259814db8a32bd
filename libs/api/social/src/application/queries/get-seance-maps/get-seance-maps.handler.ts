import { Injectable } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { SEANCE_MAP_LIMITS, SEANCE_SCROLL_TYPE, SeanceMapDto, SeanceMapsDto, SeanceScrollDto, seanceTierOf } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InventoryFacade } from '@grimhunt/api-economy';
import { SettleSeanceMapsHandler } from '../../commands/settle-seance-maps/settle-seance-maps.handler';
import { SEANCE_MAP_STORE, SeanceMapStore } from '../../ports/seance-map.store.port';
import { SeanceMapView } from '../../seance-map-view';

/**
 * `GET /api/social/maps`: the maps I am on (settled ones stay listed for 7 days), the open maps I am invited to, and
 * my séance scrolls. My maps that are due are settled first (as the timer would), so the list shows paid chests.
 * `GET /api/social/maps/{mapId}`: one map.
 */
@Injectable()
export class GetSeanceMapsHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    private readonly catalogue: CatalogueFacade,
    private readonly inventory: InventoryFacade,
    private readonly settle: SettleSeanceMapsHandler,
    private readonly view: SeanceMapView,
  ) {}

  async list(userId: string): Promise<SeanceMapsDto> {
    await this.settle.execute(userId);
    const now = this.clock.now();
    const snapshot = await this.catalogue.snapshot();
    const scrollType = snapshot.list('itemtype').find((t) => t.shortName === SEANCE_SCROLL_TYPE);
    const scrollItems = scrollType ? snapshot.list('item').filter((i) => i.type === scrollType.id) : [];
    const [{ on, invitedTo }, amounts] = await Promise.all([
      this.store.mapsOf(userId, now, SEANCE_MAP_LIMITS.lifetimeMs),
      Promise.all(scrollItems.map((i) => this.inventory.amountOf(userId, i.id))),
    ]);
    const scrolls: SeanceScrollDto[] = scrollItems.flatMap((item, i) => {
      if (amounts[i] < 1) return [];
      const tier = seanceTierOf(item.rarity ? snapshot.get('rarity', item.rarity)?.shortName : null);
      return [
        { itemId: item.id, name: item.name, imageId: item.imageId, amount: amounts[i], tier, ghosts: SEANCE_MAP_LIMITS.ghostsByTier[tier] },
      ];
    });
    scrolls.sort((a, b) => a.tier - b.tier || a.name.localeCompare(b.name));
    const [maps, invitations] = await Promise.all([this.view.summaries(userId, on, false), this.view.summaries(userId, invitedTo, true)]);
    return { maps, invitations, scrolls };
  }

  map(userId: string, mapId: string): Promise<SeanceMapDto> {
    return this.view.map(userId, mapId);
  }
}
