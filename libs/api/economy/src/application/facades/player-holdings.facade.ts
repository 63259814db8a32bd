import { Inject, Injectable } from '@nestjs/common';
import { CurrencyEntryDto, EquipmentDto, InventoryEntryDto, ItemDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { rankFor } from '../../domain/rank';
import { sumStats } from '../../domain/stats';
import { CatalogueView } from '../catalogue-view';
import { HOLDINGS_STORE, HoldingsStore } from '../ports/holdings.store.port';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../ports/subscription.port';

/**
 * A player's economy rows as one read sees them (wallet, inventory, setups, the active setup's items) with the
 * catalogue snapshot of that read, and the views economy owns of them: balances, inventory, equipment with its
 * summed stats, the items at work. The player views compose these with identity's account and the hunt's timers.
 */
export class PlayerHoldings {
  constructor(
    private readonly view: CatalogueView,
    private readonly balances: ReadonlyMap<string, number>,
    private readonly owned: ReadonlyMap<string, number>,
    readonly activeSetup: number,
    readonly unlockedSetups: number,
    private readonly equippedIds: ReadonlySet<string>,
    /** Active subscription level; items with a higher `needSub` are shown but add no stats and do not work. */
    private readonly subscriptionLevel: number,
  ) {}

  /** Every currency of the catalogue with the player's balance (0 when none). */
  currencyEntries(): CurrencyEntryDto[] {
    return this.view
      .currencies()
      .map((c) => ({ shortName: c.shortName, name: c.name, value: this.balances.get(c.id) ?? 0, imageId: c.imageId }));
  }

  /** The rank of `xp` on the catalogue's ladder of ranks. */
  rank(xp: number): ReturnType<typeof rankFor> {
    return rankFor(this.view.snapshot.list('rank'), xp);
  }

  /** The items at work (active setup + always-equipped, subscription rules applied), as the hunt sums them. */
  atWork(): { items: ItemDto[]; amounts: Map<string, number> } {
    const ids = new Set(this.equippedIds);
    for (const id of this.owned.keys()) {
      const item = this.view.item(id);
      if (item && this.view.typeOf(item)?.alwaysEquipped) ids.add(id);
    }
    const items = [...ids].map((id) => this.view.item(id)).filter((i): i is ItemDto => !!i && i.needSub <= this.subscriptionLevel);
    return { items, amounts: new Map(items.map((i) => [i.id, this.owned.get(i.id) ?? 0])) };
  }

  /** Owned items, the most advanced first, with whether the active setup holds them. */
  inventory(): InventoryEntryDto[] {
    const { view, equippedIds } = this;
    return [...this.owned]
      .map(([itemId, amount]) => ({ item: view.item(itemId), itemId, amount }))
      .filter((e): e is { item: ItemDto; itemId: string; amount: number } => !!e.item && e.amount > 0)
      .sort((a, b) => b.item.reqXP - a.item.reqXP || a.item.name.localeCompare(b.item.name))
      .map((e) => ({ item: view.clientItem(e.item), itemId: e.itemId, amount: e.amount, equipped: equippedIds.has(e.itemId) }));
  }

  /** The active setup's slots and the stats of the items at work. */
  equipment(): EquipmentDto {
    const { view, equippedIds } = this;
    const equipped = [...equippedIds].map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
    const always = [...this.owned.keys()].map((id) => view.item(id)).filter((i): i is ItemDto => !!i && !!view.typeOf(i)?.alwaysEquipped);
    const slots = view
      .itemTypes()
      .filter((t) => t.isEquipment && t.itemTypeSlots > 0)
      .map((t) => ({
        itemType: t.shortName,
        itemTypeName: t.name,
        capacity: t.itemTypeSlots,
        items: equipped.filter((i) => i.type === t.id).map((i) => view.clientItem(i)),
      }));
    const statItems = [...equipped, ...always.filter((i) => !equippedIds.has(i.id))].filter((i) => i.needSub <= this.subscriptionLevel);
    return {
      activeEquipmentSlot: this.activeSetup,
      unlockedEquipmentSlots: this.unlockedSetups,
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

/** The player's holdings for the player views: one statement, plus one when an owned item needs a subscription. */
@Injectable()
export class PlayerHoldingsFacade {
  constructor(
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    private readonly catalogue: CatalogueFacade,
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
  ) {}

  async read(userId: string): Promise<PlayerHoldings> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const rows = await this.holdings.playerView(userId);
    const owned = rows.inventory;
    const equippedIds = new Set(rows.equipped.filter((id) => owned.has(id)));
    const needsLevel = [...owned.keys()].some((id) => (view.item(id)?.needSub ?? 0) > 0);
    const level = needsLevel ? await this.subscriptions.activeLevel(userId) : 0;
    return new PlayerHoldings(view, rows.balances, owned, rows.active, rows.unlocked, equippedIds, level);
  }
}
