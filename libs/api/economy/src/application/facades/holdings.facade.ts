import { Inject, Injectable } from '@nestjs/common';
import { EQUIPMENT_SETUP_SLOTS, ItemDto } from '@grimhunt/contracts';
import { afterCommit, countCurrency, Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade, type CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { NotEnoughCurrencyError, NotEnoughItemsError, UnknownCurrencyError, UnknownItemError } from '../../domain/economy.errors';
import { InvalidQueryError } from '../../domain/query.errors';
import { CatalogueView } from '../catalogue-view';
import { LockedPlayer } from '../player-lock';
import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../ports/subscription.port';
import { EquipOrder, HoldingChange, HOLDINGS_STORE, HoldingsStore } from '../ports/holdings.store.port';

/** One currency (by short name) or item (by id) movement; `delta` is a whole number, negative for a debit. */
export type HoldingMovement =
  | { currency: string; delta: number; reason: string; reference?: string | null }
  | { itemId: string; delta: number; reason: string; reference?: string | null; consume?: boolean };

/** One player's part of `HoldingsFacade.applyMany`: the locked player, the movements and the equip orders. */
export interface PlayerMovements {
  player: LockedPlayer;
  movements: readonly HoldingMovement[];
  equip?: EquipOrder[];
}

/** New balances after `apply`: currencies by short name, items by id (only the rows that moved). */
export interface HoldingsAfter {
  currencies: Map<string, number>;
  items: Map<string, number>;
}

/** The item type whose owned items `atWork` also answers when they are not at work (the hunt's bait fallback). */
export const SPARE_ITEM_TYPE = 'bait';

/** The items at work of a player with the owned amounts (one statement, plus one when an item needs a subscription). */
export interface ItemsAtWork {
  items: ItemDto[];
  amounts: Map<string, number>;
  /** Owned bait not at work (usable by the player's level), with `amounts` holding their owned amounts too. */
  spareBait: ItemDto[];
}

/** One saved setup: the items it puts to work (equipped and owned, plus the always-equipped owned items). */
export interface SavedSetup {
  index: number;
  itemIds: string[];
}

/** The player's usable owned items and saved setups (see HoldingsFacade.savedSetups). */
export interface SavedSetups {
  active: number;
  unlocked: number;
  owned: Map<string, number>;
  setups: SavedSetup[];
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
    @Inject(SUBSCRIPTION_LEVELS_PORT) private readonly subscriptions: SubscriptionLevels,
  ) {}

  /**
   * Applies every movement in the caller's transaction. A debit beyond the balance throws NotEnoughCurrencyError /
   * NotEnoughItemsError: the caller's transaction then rolls back, so nothing of the call stays.
   */
  async apply(
    tx: Tx,
    player: LockedPlayer,
    movements: readonly HoldingMovement[],
    snapshot?: CatalogueSnapshot,
    equip: EquipOrder[] = [],
  ): Promise<HoldingsAfter> {
    return (await this.applyMany(tx, [{ player, movements, equip }], snapshot)).get(player.id)!;
  }

  /**
   * `apply` for several players in ONE statement (a market fill's buyer and seller, a hunting party): every player's
   * movements and equip orders, with the same ledger rows, guards and errors as one `apply` per player. The caller
   * locked every player (`PlayerLock.lockAll`, which takes them in id order). All or nothing: a shortfall of any
   * player throws that player's NotEnoughCurrencyError / NotEnoughItemsError (the first such player in the list) and
   * the caller's transaction rolls back. A player listed twice has both parts applied in the order given. Each
   * player's guards check the net change of each holding within the call, as `apply` does. New balances by player id.
   */
  async applyMany(tx: Tx, parts: readonly PlayerMovements[], snapshot?: CatalogueSnapshot): Promise<Map<string, HoldingsAfter>> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const players = parts.map((part) => ({
      userId: part.player.id,
      changes: part.movements.map((m) => toChange(m, view)),
      equip: part.equip ?? [],
    }));
    const results = await this.holdings.applyMany(tx, players);
    for (const part of parts) {
      const refused = results.get(part.player.id)!.refused;
      if (refused.length === 0) continue;
      const changes = players.filter((p) => p.userId === part.player.id).flatMap((p) => p.changes);
      await this.refuse(tx, part.player, changes, refused[0], view);
    }
    const moved = parts.flatMap((part) => part.movements);
    if (moved.some((m) => 'currency' in m)) afterCommit(tx, () => this.countCommitted(moved));
    const out = new Map<string, HoldingsAfter>();
    for (const [userId, result] of results) {
      const after: HoldingsAfter = { currencies: new Map(), items: new Map() };
      for (const c of view.currencies()) {
        const amount = result.after.get(`currency:${c.id}`);
        if (amount !== undefined) after.currencies.set(c.shortName, amount);
      }
      for (const [key, amount] of result.after) if (key.startsWith('item:')) after.items.set(key.slice(5), amount);
      out.set(userId, after);
    }
    return out;
  }

  /**
   * Counts the currency created and destroyed by movements that committed (the metrics): `applyMany` does it after its
   * transaction commits; a caller whose one statement applied movements through economy's SQL function
   * (`economy_apply_holdings`) calls it once that statement answered.
   */
  countCommitted(movements: readonly HoldingMovement[]): void {
    for (const m of movements) if ('currency' in m) countCurrency(m.currency, m.delta, m.reason);
  }

  /**
   * The active setup's equipped items still owned, plus owned items of `alwaysEquipped` types, with their amounts,
   * and the owned bait not at work (same statement). An item that needs a subscription works only while the
   * player's level reaches it.
   */
  async atWork(userId: string, tx?: Tx, snapshot?: CatalogueSnapshot): Promise<ItemsAtWork> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const { always, baitIds } = workIds(view);
    return this.itemsAtWork(userId, view, await this.holdings.atWork(userId, always, tx, baitIds), tx);
  }

  /** `atWork` of several players (a hunting party) in one statement, by player. */
  async atWorkOf(tx: Tx, userIds: string[], snapshot?: CatalogueSnapshot): Promise<Map<string, ItemsAtWork>> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const { always, baitIds } = workIds(view);
    const found = await this.holdings.atWorkOf(tx, userIds, always, baitIds);
    const none = { atWork: new Map<string, number>(), spares: new Map<string, number>() };
    const out = new Map<string, ItemsAtWork>();
    for (const userId of userIds) out.set(userId, await this.itemsAtWork(userId, view, found.get(userId) ?? none, tx));
    return out;
  }

  private async itemsAtWork(
    userId: string,
    view: CatalogueView,
    found: { atWork: Map<string, number>; spares: Map<string, number> },
    tx?: Tx,
  ): Promise<ItemsAtWork> {
    const known = (ids: Iterable<string>) => [...ids].map((id) => view.item(id)).filter((i): i is ItemDto => !!i);
    let items = known(found.atWork.keys());
    let spareBait = known(found.spares.keys());
    if ([...items, ...spareBait].some((i) => i.needSub > 0)) {
      const level = await this.subscriptions.activeLevel(userId, tx);
      items = items.filter((i) => i.needSub <= level);
      spareBait = spareBait.filter((i) => i.needSub <= level);
    }
    return { items, amounts: new Map([...found.atWork, ...found.spares]), spareBait };
  }

  /**
   * What the player could hunt with, in one statement (plus one when an item needs a subscription): the owned items
   * that work (amounts by id), the active and unlocked setups, and for each unlocked setup the items it would put to
   * work (its equipped items still owned, plus owned items of `alwaysEquipped` types), by setup index.
   */
  async savedSetups(userId: string, snapshot?: CatalogueSnapshot): Promise<SavedSetups> {
    const view = new CatalogueView(snapshot ?? (await this.catalogue.snapshot()));
    const rows = await this.holdings.setups(userId);
    let usable = (id: string) => rows.inventory.has(id) && !!view.item(id);
    if ([...rows.inventory.keys()].some((id) => (view.item(id)?.needSub ?? 0) > 0)) {
      const level = await this.subscriptions.activeLevel(userId);
      const base = usable;
      usable = (id) => base(id) && (view.item(id)?.needSub ?? 0) <= level;
    }
    const owned = new Map([...rows.inventory].filter(([id]) => usable(id)));
    const always = [...owned.keys()].filter((id) => view.typeOf(view.item(id)!)?.alwaysEquipped);
    const setups: SavedSetup[] = [];
    for (let index = 0; index < Math.min(rows.unlocked, EQUIPMENT_SETUP_SLOTS); index++) {
      const equipped = (rows.equipped.get(index) ?? []).filter(usable);
      setups.push({ index, itemIds: [...new Set([...equipped, ...always])].sort() });
    }
    return { active: rows.active, unlocked: rows.unlocked, owned, setups };
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

/** A movement as a store change: the currency's id for its short name, the item checked against the catalogue. */
function toChange(m: HoldingMovement, view: CatalogueView): HoldingChange {
  if (!Number.isSafeInteger(m.delta)) throw new InvalidQueryError('An amount must be a whole number');
  if ('currency' in m) {
    const currency = view.currency(m.currency);
    if (!currency) throw new UnknownCurrencyError(m.currency);
    return { kind: 'currency', refId: currency.id, delta: m.delta, reason: m.reason, reference: m.reference ?? null };
  }
  const item = view.item(m.itemId);
  if (!item) throw new UnknownItemError();
  return { kind: 'item', refId: item.id, delta: m.delta, reason: m.reason, reference: m.reference ?? null, consume: m.consume };
}

/** The items of always-equipped types and the bait (the fallback's candidates) of a catalogue snapshot. */
function workIdsOf(snapshot: CatalogueSnapshot): { always: readonly string[]; baitIds: readonly string[] } {
  const view = new CatalogueView(snapshot);
  const all = snapshot.list('item');
  return {
    always: all.filter((i) => view.typeOf(i)?.alwaysEquipped).map((i) => i.id),
    baitIds: all.filter((i) => view.typeShortName(i) === SPARE_ITEM_TYPE).map((i) => i.id),
  };
}

/** `workIdsOf` the view's snapshot, computed once per snapshot. */
const workIds = (view: CatalogueView) => view.snapshot.derived(workIdsOf);
