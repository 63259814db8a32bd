import { Inject, Injectable } from '@nestjs/common';
import { ItemDto } from '@grimhunt/contracts';
import { afterCommit, countCurrency, Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade, type CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { NotEnoughCurrencyError, NotEnoughItemsError, UnknownCurrencyError, UnknownItemError } from '../../domain/economy.errors';
import { InvalidQueryError } from '../../domain/query.errors';
import { CatalogueView } from '../catalogue-view';
import { LockedPlayer } from '../player-lock';
import { EconomyExtensions } from '../ports/economy-extensions';
import { HoldingChange, HOLDINGS_STORE, HoldingsStore } from '../ports/holdings.store.port';

/** One currency (by short name) or item (by id) movement; `delta` is a whole number, negative for a debit. */
export type HoldingMovement =
  | { currency: string; delta: number; reason: string; reference?: string | null }
  | { itemId: string; delta: number; reason: string; reference?: string | null; consume?: boolean };

/** New balances after `apply`: currencies by short name, items by id (only the rows that moved). */
export interface HoldingsAfter {
  currencies: Map<string, number>;
  items: Map<string, number>;
}

/** The items at work of a player with the owned amounts (one statement, plus one when an item needs a subscription). */
export interface ItemsAtWork {
  items: ItemDto[];
  amounts: Map<string, number>;
}

/**
 * Set-based wallet and inventory changes for every context (hunt effects, buys, sells, crafts): one call, one
 * statement, one ledger row per movement, all or nothing. It requires a `LockedPlayer`, so the user row is held
 * before any wallet or inventory row is touched.
 */
@Injectable()
export class HoldingsFacade {
  constructor(
    @Inject(HOLDINGS_STORE) private readonly holdings: HoldingsStore,
    private readonly catalogue: CatalogueFacade,
    private readonly extensions: EconomyExtensions,
  ) {}

  /**
   * Applies every movement in the caller's transaction. A debit beyond the balance throws NotEnoughCurrencyError /
   * NotEnoughItemsError: the caller's transaction then rolls back, so nothing of the call stays.
   */
  async apply(tx: Tx, player: LockedPlayer, movements: readonly HoldingMovement[], snapshot?: CatalogueSnapshot): Promise<HoldingsAfter> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const changes: HoldingChange[] = movements.map((m) => {
      if (!Number.isSafeInteger(m.delta)) throw new InvalidQueryError('An amount must be a whole number');
      if ('currency' in m) {
        const currency = view.currency(m.currency);
        if (!currency) throw new UnknownCurrencyError(m.currency);
        return { kind: 'currency', refId: currency.id, delta: m.delta, reason: m.reason, reference: m.reference ?? null };
      }
      const item = view.item(m.itemId);
      if (!item) throw new UnknownItemError();
      return { kind: 'item', refId: item.id, delta: m.delta, reason: m.reason, reference: m.reference ?? null, consume: m.consume };
    });
    const result = await this.holdings.apply(tx, player.id, changes);
    if (result.refused.length > 0) await this.refuse(tx, player, changes, result.refused[0], view);
    const counted = movements.filter((m) => 'currency' in m);
    if (counted.length > 0)
      afterCommit(tx, () => counted.forEach((m) => countCurrency((m as { currency: string }).currency, m.delta, m.reason)));
    const after: HoldingsAfter = { currencies: new Map(), items: new Map() };
    for (const c of view.currencies()) {
      const amount = result.after.get(`currency:${c.id}`);
      if (amount !== undefined) after.currencies.set(c.shortName, amount);
    }
    for (const [key, amount] of result.after) if (key.startsWith('item:')) after.items.set(key.slice(5), amount);
    return after;
  }

  /**
   * The active setup's equipped items still owned, plus owned items of `alwaysEquipped` types, with their amounts.
   * An item that needs a subscription works only while the player's level reaches it.
   */
  async atWork(userId: string, tx?: Tx, snapshot?: CatalogueSnapshot): Promise<ItemsAtWork> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const always = view.snapshot
      .list('item')
      .filter((i) => view.typeOf(i)?.alwaysEquipped)
      .map((i) => i.id);
    const amounts = await this.holdings.atWork(userId, always, tx);
    let items = [...amounts.keys()].map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
    if (items.some((i) => i.needSub > 0)) {
      const level = await this.extensions.activeLevel(userId, tx);
      items = items.filter((i) => i.needSub <= level);
    }
    return { items, amounts };
  }

  private async refuse(
    tx: Tx,
    player: LockedPlayer,
    changes: HoldingChange[],
    failed: { kind: string; refId: string },
    view: CatalogueView,
  ): Promise<never> {
    const wanted = -changes.filter((c) => c.kind === failed.kind && c.refId === failed.refId).reduce((sum, c) => sum + c.delta, 0);
    if (failed.kind === 'currency') {
      const currency = view.snapshot.list('currency').find((c) => c.id === failed.refId);
      const owned = (await this.holdings.balances(player.id, tx)).get(failed.refId) ?? 0;
      throw new NotEnoughCurrencyError(currency?.shortName ?? '', currency?.name ?? 'currency', wanted, owned);
    }
    const owned = (await this.holdings.inventory(player.id, tx)).get(failed.refId) ?? 0;
    throw new NotEnoughItemsError(owned, wanted, view.itemName(failed.refId));
  }
}
