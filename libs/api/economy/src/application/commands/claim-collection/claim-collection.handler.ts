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
 * trades one unit of each trophy for one unit of the collection item, in one statement with the ledger. The trophies
 * go into the collection: kept, they could be mailed on and complete the same collection for other players.
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
      // Claimed before: its trophies went into it, so say so rather than list them as missing.
      if ((await this.claims.claimed(userId, tx)).has(collection.id)) throw new CollectionClaimedError();
      const owned = await this.holdings.inventory(userId, tx);
      const missing = missingTrophies(collection, (id) => owned.get(id) ?? 0);
      if (missing.length > 0) throw new CollectionIncompleteError(missing.map((id) => view.itemName(id)));
      if (!(await this.claims.claim(tx, userId, collection.id))) throw new CollectionClaimedError();
      const reference = `collection:${collection.id}`;
      const applied = await this.holdings.apply(tx, userId, [
        ...[...new Set(collection.trophieItemIds)].map((trophyId) => ({
          kind: 'item' as const,
          refId: trophyId,
          delta: -1,
          reason: 'collection',
          reference,
          consume: true,
        })),
        { kind: 'item', refId: collection.id, delta: 1, reason: 'collection', reference },
      ]);
      // Cannot happen under the user lock after the check above; if it did, the transaction is rolled back.
      if (applied.refused.length > 0) throw new CollectionIncompleteError(applied.refused.map((r) => view.itemName(r.refId)));
      return { success: true, message: ECONOMY_MESSAGES.collectionClaimed };
    });
  }
}
