import { Inject, Injectable } from '@nestjs/common';
import { ECONOMY_MESSAGES, SuccessMessageDto } from '@grimhunt/contracts';
import { afterCommit, METRICS, together, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NotForSaleError, UnknownCurrencyError, UnknownItemError } from '../../../domain/economy.errors';
import { isListedInAShop } from '../../../domain/shop-listing';
import { planTrade } from '../../../domain/trade';
import { CatalogueView } from '../../catalogue-view';
import { PlayerLock } from '../../player-lock';
import { HoldingsFacade, SPARE_ITEM_TYPE } from '../../facades/holdings.facade';
import { HOLDINGS_STORE, HoldingsStore } from '../../ports/holdings.store.port';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../../ports/subscription.port';
import { BuySellCommand } from './buy-sell.command';

const MESSAGES = { buy: ECONOMY_MESSAGES.purchased, craft: ECONOMY_MESSAGES.crafted, sell: ECONOMY_MESSAGES.sold } as const;

/**
 * Buy, craft or sell in one transaction (a buy or a craft only of an item some shop lists): lock the user row (a `LockedPlayer`), read wallet, inventory and equipment
 * in one statement sent with the lock, plan with the pure rules, then write every movement in one `HoldingsFacade.apply` (wallet rows
 * before inventory rows, the ledger with them). Every change is guarded (amount >= 0), so even a writer that skipped
 * the user lock could not drive an amount below zero; a failed guard rolls the whole trade back.
 */
@Injectable()
export class BuySellHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly players: PlayerLock,
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    private readonly holdingsFacade: HoldingsFacade,
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(command: BuySellCommand): Promise<SuccessMessageDto> {
    const view = new CatalogueView(await this.catalogue.snapshot());
    const item = view.item(command.itemId);
    if (!item || (command.amount > 0 && !item.visible)) throw new UnknownItemError();
    // A buy or a craft is of an item some shop lists (the listings' own selection, from the snapshot in memory): an
    // item no shop screen offers (premium-shop items, types no tab holds) cannot be had by calling the route.
    if (command.amount > 0 && !isListedInAShop(item, view.typeShortName(item))) throw new NotForSaleError(item.name);
    return this.uow.run(async (tx) => {
      // Issued together (one round trip on a pipelined connection), the user lock first: the reads behind it start
      // once it is held. Only an item that needs a subscription, or premium crafting, asks payment for the player's
      // level (one statement fewer on most buys).
      const [player, subscriptionLevel, { balances, inventory: owned, equipped }] = await together([
        this.players.lock(tx, command.userId),
        item.needSub > 0 || command.premium ? this.subscriptions.activeLevel(command.userId, tx) : 0,
        this.holdings.snapshot(command.userId, tx),
      ]);
      const plan = planTrade(item, command.amount, command.premium, {
        xp: player.xp,
        subscriptionLevel,
        owned: (id) => owned.get(id) ?? 0,
        equipped: (id) => equipped.has(id),
        isBait: (id) => {
          const material = view.item(id);
          return material !== undefined && view.typeShortName(material) === SPARE_ITEM_TYPE;
        },
        balance: (short) => {
          const currency = view.currency(short);
          if (!currency) throw new UnknownCurrencyError(short);
          return balances.get(currency.id) ?? 0;
        },
        currencyName: (short) => view.currencyName(short),
        itemName: (id) => view.itemName(id),
      });
      // Bait bought or mixed into an empty bait slot of the active setup is equipped (in the same statement).
      const equip =
        plan.kind !== 'sell' && view.typeShortName(item) === SPARE_ITEM_TYPE
          ? [
              {
                itemId: item.id,
                ifNoneOf: view.snapshot
                  .list('item')
                  .filter((i) => view.typeShortName(i) === SPARE_ITEM_TYPE)
                  .map((i) => i.id),
              },
            ]
          : [];
      const movement = { reason: plan.premium ? 'craft-premium' : plan.kind, reference: `item:${item.id}` };
      // One set-based write (wallet rows, then inventory rows, and the ledger); a failed guard rolls the trade back.
      await this.holdingsFacade.apply(
        tx,
        player,
        [
          ...[...plan.currencyDeltas]
            .sort((a, b) => a.currency.localeCompare(b.currency))
            .map((d) => ({ currency: d.currency, delta: d.delta, ...movement })),
          ...[...plan.itemDeltas]
            .sort((a, b) => a.itemId.localeCompare(b.itemId))
            .map((d) => ({ itemId: d.itemId, delta: d.delta, ...movement })),
        ],
        view.snapshot,
        equip,
      );
      if (plan.kind === 'craft')
        afterCommit(tx, () => METRICS.itemsCrafted.inc({ recipe: plan.premium ? 'premium' : 'regular' }, command.amount));
      return { success: true, message: MESSAGES[plan.kind] };
    });
  }
}
