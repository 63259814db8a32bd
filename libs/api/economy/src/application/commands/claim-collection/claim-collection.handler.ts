import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { NotFoundError, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { CollectionClaimedError, CollectionIncompleteError } from '../../../domain/economy.errors';
import { isCollection, missingTrophies } from '../../../domain/exhibition';
import { CatalogueView } from '../../catalogue-view';
import { PlayerLock } from '../../player-lock';
import { COLLECTION_CLAIM_STORE, CollectionClaimStore } from '../../ports/collection-claim.store.port';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';

/**
 * `POST /api/game/ClaimCollection`: when every trophy is owned, once per player (primary key of collection_claim),
 * grants one unit of the collection item. The trophies are kept (they are souvenirs, and contracts may list them).
 */
@Injectable()
export class ClaimCollectionHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(COLLECTION_CLAIM_STORE) private readonly claims: CollectionClaimStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, collectionId: string): Promise<SuccessMessageDto> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const collection = view.item(collectionId);
    if (!collection || !collection.visible || !isCollection(collection, view.typeShortName(collection))) {
      throw new NotFoundError('There is no such collection', 'ECONOMY.NOT_FOUND');
    }
    return this.uow.run(async (tx) => {
      await this.players.lock(tx, userId);
      const owned = await this.holdings.inventory(userId, tx);
      const missing = missingTrophies(collection, (id) => owned.get(id) ?? 0);
      if (missing.length > 0) throw new CollectionIncompleteError(missing.map((id) => view.itemName(id)));
      if (!(await this.claims.claim(tx, userId, collection.id))) throw new CollectionClaimedError();
      await this.holdings.changeItem(tx, userId, collection.id, 1, { reason: 'collection', reference: `collection:${collection.id}` });
      return { success: true, message: ECONOMY_MESSAGES.collectionClaimed };
    });
  }
}
