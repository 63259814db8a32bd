import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  SEANCE_LEDGER_REASONS,
  SEANCE_MAP_LIMITS,
  SEANCE_MAP_MESSAGES,
  SEANCE_SCROLL_TYPE,
  SeanceMapDto,
  seanceTierOf,
} from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, Rng, RNG, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade, InventoryFacade, PlayerLock } from '@grimhunt/api-economy';
import { SeanceHuntFacade } from '@grimhunt/api-hunt';
import { drawGhosts } from '../../../domain/seance-map';
import { MapLimitError, NoScrollError, NotAScrollError, SeanceValidationError, TooFewGhostsError } from '../../../domain/seance-map.errors';
import { SEANCE_MAP_STORE, SeanceMapStore } from '../../ports/seance-map.store.port';
import { SeanceMapView } from '../../seance-map-view';

/**
 * `POST /api/social/maps { scrollItemId }`: consumes one owned séance scroll (ledger reason `seance-map-scroll`,
 * reference the map id) and draws the scroll tier's number of different ghosts from the grounds the player visited.
 * The player's user row is locked first, so parallel starts cannot spend one scroll twice or pass the open-map limit.
 */
@Injectable()
export class StartSeanceMapHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly inventory: InventoryFacade,
    private readonly catalogue: CatalogueFacade,
    private readonly hunt: SeanceHuntFacade,
    private readonly view: SeanceMapView,
  ) {}

  async execute(userId: string, scrollItemId: unknown): Promise<SeanceMapDto> {
    if (typeof scrollItemId !== 'string' || !isUuid(scrollItemId)) throw new SeanceValidationError(SEANCE_MAP_MESSAGES.scrollRequired);
    const snapshot = await this.catalogue.snapshot();
    const scroll = snapshot.get('item', scrollItemId);
    const type = scroll?.type ? snapshot.get('itemtype', scroll.type) : undefined;
    if (!scroll || type?.shortName !== SEANCE_SCROLL_TYPE) throw new NotAScrollError();
    const tier = seanceTierOf(scroll.rarity ? snapshot.get('rarity', scroll.rarity)?.shortName : null);
    const count = SEANCE_MAP_LIMITS.ghostsByTier[tier];
    const now = this.clock.now();
    const mapId = randomUUID();
    await this.uow.run(async (tx) => {
      const me = await this.players.lock(tx, userId);
      if ((await this.inventory.amountOf(userId, scroll.id, tx)) < 1) throw new NoScrollError();
      if ((await this.store.countOpen(tx, userId)) >= SEANCE_MAP_LIMITS.maxOpenMaps) throw new MapLimitError();
      const pool = await this.hunt.ghostPool(userId, count, tx);
      if (pool.length < count) throw new TooFewGhostsError(count, pool.length);
      await this.holdings.apply(
        tx,
        me,
        [{ itemId: scroll.id, delta: -1, reason: SEANCE_LEDGER_REASONS.scroll, reference: mapId }],
        snapshot,
      );
      await this.store.insertMap(
        tx,
        {
          id: mapId,
          ownerId: userId,
          scrollItemId: scroll.id,
          scrollName: scroll.name,
          tier,
          ghostCount: count,
          caughtCount: 0,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SEANCE_MAP_LIMITS.lifetimeMs),
          completedAt: null,
          settledAt: null,
          settlement: null,
        },
        drawGhosts(pool, count, this.rng),
      );
      await this.hunt.adjustOpenMaps(tx, [userId], 1);
    });
    return this.view.map(userId, mapId);
  }
}
