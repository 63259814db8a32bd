import { Inject, Injectable } from '@nestjs/common';
import { ShopPageDto, shopActionFor } from '@grimhunt/contracts';
import { NotFoundError } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { UnknownShopError } from '../../../domain/economy.errors';
import { isShopName, paginate, parsePaging, shopSelection, sortShopItems } from '../../../domain/shop-listing';
import { acquisitionBlocker, isCraftable, premiumCraftingBlocker } from '../../../domain/trade';
import { CatalogueView } from '../../catalogue-view';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../../ports/subscription.port';

export interface ShopQuery {
  userId: string;
  endpoint: string;
  page: string;
  pageSize?: string;
  sortBy?: string;
  filter?: string;
}

/** `GET /api/clientshop/{getbar|getoffice|GetPetShop|GetLaboratory|GetQSec}/{page}`. */
@Injectable()
export class BrowseShopHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(query: ShopQuery): Promise<ShopPageDto> {
    if (!isShopName(query.endpoint)) throw new UnknownShopError(query.endpoint);
    const { page, pageSize } = parsePaging(query.page, query.pageSize);
    const view = new CatalogueView(await this.catalogue.snapshot());
    const candidates = view.snapshot.list('item').map((item) => ({ item, type: view.typeShortName(item) }));
    const filter = query.filter && query.filter !== 'all' ? query.filter : undefined;
    const listed = sortShopItems(shopSelection(query.endpoint, filter, candidates), query.sortBy);
    const { items, pagination } = paginate(listed, page, pageSize);

    const player = await this.players.find(query.userId);
    if (!player) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    const owned = await this.holdings.inventory(player.id);
    const subscriptionLevel = await this.subscriptions.activeLevel(player.id);
    const ctx = {
      xp: player.xp,
      subscriptionLevel,
      owned: (id: string) => owned.get(id) ?? 0,
      itemName: (id: string) => view.itemName(id),
    };
    const premiumLocked = premiumCraftingBlocker(subscriptionLevel)?.message ?? null;
    return {
      items: items.map((item) => ({
        ...view.clientItem(item),
        action: shopActionFor(view.typeShortName(item), isCraftable(item)),
        owned: owned.get(item.id) ?? 0,
        locked: acquisitionBlocker(item, ctx)?.message ?? null,
        hasPremiumCrafting: item.craftingMatsPremium.length > 0,
        premiumLocked: item.craftingMatsPremium.length > 0 ? premiumLocked : null,
      })),
      pagination,
    };
  }
}
