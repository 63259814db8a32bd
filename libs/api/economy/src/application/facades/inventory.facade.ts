import { Inject, Injectable } from '@nestjs/common';
import { ItemDto, StatEntryDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { EquippedItemError, NotEnoughItemsError, UnknownItemError } from '../../domain/economy.errors';
import { InvalidQueryError } from '../../domain/query.errors';
import { sumStats } from '../../domain/stats';
import { CatalogueView } from '../catalogue-view';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../ports/subscription.port';
import { EQUIPMENT_STORE, EquipmentStore } from '../ports/equipment.store.port';
import { HOLDINGS_STORE, HoldingsStore } from '../ports/holdings.store.port';
import type { LockedPlayer } from '../player-lock';

function positive(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidQueryError('An amount must be a whole number above 0');
  return amount;
}

export interface RemoveItemOptions {
  /**
   * Consumption (a hunt uses its bait): may take the last equipped unit, and an item that reaches 0 is unequipped
   * from every setup. Without it (mail, trades) the last unit of an equipped item is refused: unequip first.
   */
  consume?: boolean;
}

/**
 * Items for other contexts (hunt loot and bait, mail, payment). Mutations run in the caller's transaction, which
 * holds the user's row lock (they take the branded `LockedPlayer` of `PlayerLock`: the lock order is held by the
 * types), and write the ledger.
 */
@Injectable()
export class InventoryFacade {
  constructor(
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    private readonly catalogue: CatalogueFacade,
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
  ) {}

  async addItem(tx: Tx, player: LockedPlayer, itemId: string, amount: number, reason: string, reference?: string | null): Promise<number> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    if (!view.item(itemId)) throw new UnknownItemError();
    return (await this.holdings.changeItem(tx, player.id, view.item(itemId)!.id, positive(amount), { reason, reference }))!;
  }

  async removeItem(
    tx: Tx,
    player: LockedPlayer,
    itemId: string,
    amount: number,
    reason: string,
    reference?: string | null,
    options: RemoveItemOptions = {},
  ): Promise<number> {
    const userId = player.id;
    const view = new CatalogueView(await this.catalogue.snapshot());
    const item = view.item(itemId);
    if (!item) throw new UnknownItemError();
    positive(amount);
    const owned = (await this.holdings.inventory(userId, tx)).get(item.id) ?? 0;
    if (owned < amount) throw new NotEnoughItemsError(owned, amount, item.name);
    const equipped = (await this.equipment.equippedAnywhere(userId, tx)).has(item.id);
    if (equipped && owned - amount < 1 && !options.consume) throw new EquippedItemError(`${item.name} is equipped: unequip it first`);
    const after = await this.holdings.changeItem(tx, userId, item.id, -amount, { reason, reference });
    if (after === null) throw new NotEnoughItemsError(owned, amount, item.name);
    if (after === 0 && equipped) await this.equipment.removeEverywhere(tx, userId, item.id);
    return after;
  }

  async amountOf(userId: string, itemId: string, tx?: Tx): Promise<number> {
    return (await this.holdings.inventory(userId, tx)).get(itemId) ?? 0;
  }

  /**
   * Items at work: the active setup's equipped items still owned, plus owned items of `alwaysEquipped` types. An item
   * that needs a subscription (`needSub`, e.g. the guild ID card) works only while the player's level reaches it.
   */
  async equippedItems(userId: string, tx?: Tx): Promise<ItemDto[]> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    return this.equippedWith(view, userId, tx);
  }

  async equippedStats(tx: Tx | undefined, userId: string): Promise<StatEntryDto[]> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const items = await this.equippedWith(view, userId, tx);
    return sumStats(
      items.map((i) => i.stats),
      view.snapshot.list('stat'),
    );
  }

  private async equippedWith(view: CatalogueView, userId: string, tx?: Tx): Promise<ItemDto[]> {
    const owned = await this.holdings.inventory(userId, tx);
    const { active } = await this.equipment.setupState(userId, tx);
    const ids = new Set((await this.equipment.equipped(userId, active, tx)).filter((id) => (owned.get(id) ?? 0) > 0));
    for (const id of owned.keys()) {
      const item = view.item(id);
      if (item && view.typeOf(item)?.alwaysEquipped) ids.add(id);
    }
    const items = [...ids].map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
    if (!items.some((i) => i.needSub > 0)) return items;
    const level = await this.subscriptions.activeLevel(userId, tx);
    return items.filter((i) => i.needSub <= level);
  }
}
