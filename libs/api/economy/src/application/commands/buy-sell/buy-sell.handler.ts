import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NotEnoughCurrencyError, NotEnoughItemsError, UnknownCurrencyError, UnknownItemError } from '../../../domain/economy.errors';
import { planTrade } from '../../../domain/trade';
import { CatalogueView } from '../../catalogue-view';
import { PlayerLock } from '../../player-lock';
import { EQUIPMENT_STORE, EquipmentStore } from '../../ports/equipment.store.port';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../../ports/subscription.port';
import { BuySellCommand } from './buy-sell.command';

const MESSAGES = { buy: ECONOMY_MESSAGES.purchased, craft: ECONOMY_MESSAGES.crafted, sell: ECONOMY_MESSAGES.sold } as const;

/**
 * Buy, craft or sell in one transaction: lock the user row, read wallet/inventory/equipment under that lock, plan
 * with the pure rules, then apply wallet changes before inventory changes. Every UPDATE is guarded, so even a writer
 * that skipped the user lock could not drive an amount below zero; a failed guard rolls the whole trade back.
 */
@Injectable()
export class BuySellHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    @Inject(EQUIPMENT_STORE) private readonly equipment: EquipmentStore,
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(command: BuySellCommand): Promise<SuccessMessageDto> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const item = view.item(command.itemId);
    if (!item || (command.amount > 0 && !item.visible)) throw new UnknownItemError();
    return this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, command.userId);
      const subscriptionLevel = await this.subscriptions.activeLevel(player.id, tx);
      const balances = await this.holdings.balances(player.id, tx);
      const owned = await this.holdings.inventory(player.id, tx);
      const equipped = await this.equipment.equippedAnywhere(player.id, tx);
      const plan = planTrade(item, command.amount, command.premium, {
        xp: player.xp,
        subscriptionLevel,
        owned: (id) => owned.get(id) ?? 0,
        equipped: (id) => equipped.has(id),
        balance: (short) => {
          const currency = view.currency(short);
          if (!currency) throw new UnknownCurrencyError(short);
          return balances.get(currency.id) ?? 0;
        },
        currencyName: (short) => view.currencyName(short),
        itemName: (id) => view.itemName(id),
      });
      const movement = { reason: plan.premium ? 'craft-premium' : plan.kind, reference: `item:${item.id}` };
      // Lock order: wallet rows, then inventory rows (each in id order).
      const currencyDeltas = plan.currencyDeltas
        .map((d) => ({ ...d, id: view.currency(d.currency)?.id }))
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
      for (const d of currencyDeltas) {
        if (!d.id) throw new UnknownCurrencyError(d.currency);
        const after = await this.holdings.changeCurrency(tx, player.id, d.id, d.delta, movement);
        if (after === null) throw new NotEnoughCurrencyError(d.currency, view.currencyName(d.currency), -d.delta, balances.get(d.id) ?? 0);
      }
      for (const d of [...plan.itemDeltas].sort((a, b) => a.itemId.localeCompare(b.itemId))) {
        const after = await this.holdings.changeItem(tx, player.id, d.itemId, d.delta, movement);
        if (after === null) throw new NotEnoughItemsError(owned.get(d.itemId) ?? 0, -d.delta, view.itemName(d.itemId));
      }
      return { success: true, message: MESSAGES[plan.kind] };
    });
  }
}
