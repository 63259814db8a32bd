import { Inject, Injectable } from '@nestjs/common';
import {
  EXHIBITION_FILTERS,
  EXHIBITION_PAGE_SIZE,
  EXHIBITION_SORT_KEYS,
  ExhibitionEntryDto,
  ExhibitionPageDto,
  ItemDto,
} from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InvalidQueryError } from '../../../domain/query.errors';
import { isCollection, missingTrophies } from '../../../domain/exhibition';
import { paginate, parsePaging } from '../../../domain/shop-listing';
import { CatalogueView } from '../../catalogue-view';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { COLLECTION_CLAIM_STORE, CollectionClaimStore } from '../../ports/collection-claim.store.port';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';

export interface ExhibitionQuery {
  userId: string;
  page: string;
  pageSize?: string;
  /** all | complete | incomplete (claimed, or every trophy owned; or not). */
  filter?: string;
  /** xp | trophies, `-` prefix descending; default xp. */
  sortBy?: string;
}

/** `GET /api/clientshop/getexhibition/{page}`: collections with their trophies, pages of 10. */
@Injectable()
export class BrowseExhibitionHandler {
  constructor(
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    @Inject(COLLECTION_CLAIM_STORE) private readonly claims: CollectionClaimStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(query: ExhibitionQuery): Promise<ExhibitionPageDto> {
    const { page, pageSize } = parsePaging(query.page, query.pageSize, EXHIBITION_PAGE_SIZE);
    const filter = query.filter?.trim() || 'all';
    if (!(EXHIBITION_FILTERS as readonly string[]).includes(filter))
      throw new InvalidQueryError(`Unknown filter "${filter}": one of ${EXHIBITION_FILTERS.join(', ')}`);
    const rawSort = query.sortBy?.trim() || 'xp';
    const desc = rawSort.startsWith('-');
    const sortKey = desc ? rawSort.slice(1) : rawSort;
    if (!(EXHIBITION_SORT_KEYS as readonly string[]).includes(sortKey)) {
      throw new InvalidQueryError(`Unknown sortBy "${rawSort}": one of ${EXHIBITION_SORT_KEYS.join(', ')} (prefix - for descending)`);
    }
    const view = new CatalogueView(await this.catalogue.snapshot());
    const owned = await this.holdings.inventory(query.userId);
    const claimed = await this.claims.claimed(query.userId);
    const { active } = await this.equipment.setupState(query.userId);
    const equipped = new Set(await this.equipment.equipped(query.userId, active));
    const has = (id: string) => owned.get(id) ?? 0;

    const collections = view.snapshot
      .list('item')
      .filter((item) => item.visible && isCollection(item, view.typeShortName(item)))
      .filter((item) => filter === 'all' || (claimed.has(item.id) || missingTrophies(item, has).length === 0) === (filter === 'complete'));
    const primary = (a: ItemDto, b: ItemDto) => (sortKey === 'xp' ? a.reqXP - b.reqXP : a.trophieItemIds.length - b.trophieItemIds.length);
    collections.sort((a, b) => (desc ? -primary(a, b) : primary(a, b)) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const { items, pagination } = paginate(collections, page, pageSize);
    return {
      items: items.map((c): ExhibitionEntryDto => {
        const client = view.clientItem(c);
        const trophies = c.trophieItemIds.map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
        return {
          collection: {
            id: c.id,
            name: c.name,
            flavorText: c.flavorText,
            imageId: c.imageId,
            rarity: client.rarity,
            stats: client.stats,
            reqXP: c.reqXP,
          },
          trophies: trophies.map((t) => view.clientItem(t)),
          // A claimed collection holds its trophies (the claim took them from the inventory).
          collected: trophies.filter((t) => claimed.has(c.id) || has(t.id) > 0).map((t) => t.id),
          claimed: claimed.has(c.id),
          equipped: equipped.has(c.id) && has(c.id) > 0,
        };
      }),
      pagination,
    };
  }
}
