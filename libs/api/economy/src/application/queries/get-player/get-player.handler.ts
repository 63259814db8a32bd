import { Inject, Injectable } from '@nestjs/common';
import { ClientUserFullDto, EquipmentDto, InventoryEntryDto, ItemDto, PlayerBasicDto, PlayerStatusDto } from '@grimhunt/contracts';
import { CLOCK, Clock, NotFoundError } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';
import { rankFor } from '../../../domain/rank';
import { sumStats } from '../../../domain/stats';
import { CatalogueView } from '../../catalogue-view';
import { EconomyExtensions, ItemsAtWorkView, PlayerHuntStatus } from '../../ports/economy-extensions';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';

type Loaded = Holdings & { account: PlayerAccountView };

interface Holdings {
  view: CatalogueView;
  balances: Map<string, number>;
  owned: Map<string, number>;
  active: number;
  unlocked: number;
  equippedIds: Set<string>;
  /** Active subscription level; items with a higher `needSub` are shown but add no stats. */
  subscriptionLevel: number;
}

/**
 * The reads per route: the account (identity), the player's economy rows in one statement (wallet,
 * inventory, setups, the active setup's items), and for the hunt fields the hunter row (hunt), which gets the items
 * at work from here instead of reading them again. The catalogue comes from the in-memory snapshot.
 */

/**
 * The player's own views under `GET /api/clientUser/*` (getme, getstatus, getbasic, getinventory, getequipment):
 * one read model, so it is one handler. Hunt fields (timers, chrono charges, hunting ground) come from the hunt
 * context through EconomyExtensions. getme and getbasic send three statements, getstatus, getinventory and
 * getequipment two (guarded by libs/api/hunt/test/statement-budget.int-spec.ts).
 */
@Injectable()
export class GetPlayerHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly catalogue: CatalogueFacade,
    private readonly extensions: EconomyExtensions,
  ) {}

  async me(userId: string): Promise<ClientUserFullDto> {
    const loaded = await this.load(userId);
    const basic = await this.basicOf(loaded);
    const equipment = this.equipmentOf(loaded);
    return {
      id: loaded.account.id,
      name: loaded.account.name,
      email: loaded.account.email,
      patreonType: loaded.account.patreonType,
      userRole: loaded.account.role,
      ...basic,
      unlockedEquipmentSlots: loaded.unlocked,
      activeEquipmentSlot: loaded.active,
      stats: equipment.stats,
      inventory: this.inventoryOf(loaded),
    };
  }

  /**
   * Two statements: no account read (the token names the player; a deleted account has no hunter row, and the hunt
   * context answers 404 when it cannot make one).
   */
  async status(userId: string): Promise<PlayerStatusDto> {
    return this.statusOf(userId, await this.holdingsOf(userId));
  }

  async basic(userId: string): Promise<PlayerBasicDto> {
    return this.basicOf(await this.load(userId));
  }

  async inventory(userId: string): Promise<InventoryEntryDto[]> {
    return this.inventoryOf(await this.load(userId));
  }

  async equipmentView(userId: string): Promise<EquipmentDto> {
    return this.equipmentOf(await this.load(userId));
  }

  private async account(userId: string): Promise<PlayerAccountView> {
    const account = await this.players.find(userId);
    if (!account) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    return account;
  }

  private async load(userId: string): Promise<Loaded> {
    const account = await this.account(userId);
    return { ...(await this.holdingsOf(account.id)), account };
  }

  private async holdingsOf(userId: string): Promise<Holdings> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const rows = await this.holdings.playerView(userId);
    const owned = rows.inventory;
    const equippedIds = new Set(rows.equipped.filter((id) => owned.has(id)));
    const needsLevel = [...owned.keys()].some((id) => (view.item(id)?.needSub ?? 0) > 0);
    const subscriptionLevel = needsLevel ? await this.extensions.activeLevel(userId) : 0;
    return { view, balances: rows.balances, owned, active: rows.active, unlocked: rows.unlocked, equippedIds, subscriptionLevel };
  }

  /** The items at work (active setup + always-equipped, subscription rules applied), as the hunt context sums them. */
  private atWork({ view, owned, equippedIds, subscriptionLevel }: Holdings): ItemsAtWorkView {
    const ids = new Set(equippedIds);
    for (const id of owned.keys()) {
      const item = view.item(id);
      if (item && view.typeOf(item)?.alwaysEquipped) ids.add(id);
    }
    const items = [...ids].map((id) => view.item(id)).filter((i): i is ItemDto => !!i && i.needSub <= subscriptionLevel);
    return { items, amounts: new Map(items.map((i) => [i.id, owned.get(i.id) ?? 0])) };
  }

  private async statusOf(userId: string, loaded: Holdings, known?: PlayerHuntStatus): Promise<PlayerStatusDto> {
    const now = this.clock.now().getTime();
    const hunt = known ?? (await this.extensions.huntStatus(userId, now, undefined, this.atWork(loaded)));
    return {
      nextAllowedHuntTimeStamp: hunt.nextAllowedHuntTimeStamp,
      currentTimeStamp: now,
      nextChronoCrystalRechargeTimeStamp: hunt.nextChronoCrystalRechargeTimeStamp,
      chronocrystalCharges: hunt.chronocrystalCharges,
      currencies: {
        currencyEntries: loaded.view
          .currencies()
          .map((c) => ({ shortName: c.shortName, name: c.name, value: loaded.balances.get(c.id) ?? 0, imageId: c.imageId })),
      },
    };
  }

  private async basicOf(loaded: Loaded): Promise<PlayerBasicDto> {
    const ranks = loaded.view.snapshot.list('rank');
    const hunt = await this.extensions.huntStatus(loaded.account.id, this.clock.now().getTime(), undefined, this.atWork(loaded));
    const { currentHuntingGround } = hunt;
    return {
      ...(await this.statusOf(loaded.account.id, loaded, hunt)),
      xp: loaded.account.xp,
      ...rankFor(ranks, loaded.account.xp),
      currentHuntingGround,
    };
  }

  private inventoryOf({ view, owned, equippedIds }: Loaded): InventoryEntryDto[] {
    return [...owned]
      .map(([itemId, amount]) => ({ item: view.item(itemId), itemId, amount }))
      .filter((e): e is { item: ItemDto; itemId: string; amount: number } => !!e.item && e.amount > 0)
      .sort((a, b) => b.item.reqXP - a.item.reqXP || a.item.name.localeCompare(b.item.name))
      .map((e) => ({ item: view.clientItem(e.item), itemId: e.itemId, amount: e.amount, equipped: equippedIds.has(e.itemId) }));
  }

  private equipmentOf({ view, owned, active, unlocked, equippedIds, subscriptionLevel }: Loaded): EquipmentDto {
    const equipped = [...equippedIds].map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
    const always = [...owned.keys()].map((id) => view.item(id)).filter((i): i is ItemDto => !!i && !!view.typeOf(i)?.alwaysEquipped);
    const slots = view
      .itemTypes()
      .filter((t) => t.isEquipment && t.itemTypeSlots > 0)
      .map((t) => ({
        itemType: t.shortName,
        itemTypeName: t.name,
        capacity: t.itemTypeSlots,
        items: equipped.filter((i) => i.type === t.id).map((i) => view.clientItem(i)),
      }));
    const statItems = [...equipped, ...always.filter((i) => !equippedIds.has(i.id))].filter((i) => i.needSub <= subscriptionLevel);
    return {
      activeEquipmentSlot: active,
      unlockedEquipmentSlots: unlocked,
      slots,
      stats: {
        statEntries: sumStats(
          statItems.map((i) => i.stats),
          view.snapshot.list('stat'),
        ),
      },
    };
  }
}
