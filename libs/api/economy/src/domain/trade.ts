import { MAX_TRADE_AMOUNT, PREMIUM_CRAFTING_LEVEL, SUBSCRIPTION_LEVELS } from '@grimhunt/contracts';
import { CatalogueItem, CurrencyAmount, ItemAmount } from './catalogue-item';
import {
  InvalidAmountError,
  NoPremiumRecipeError,
  NotEnoughCurrencyError,
  NotEnoughItemsError,
  NotForSaleError,
  NotSellableError,
  RecipeRequiredError,
  SubscriptionRequiredError,
  UniqueOwnedError,
  XpRequiredError,
} from './economy.errors';

/** What a trade needs to know about the player, read under the player's lock. */
export interface TradeContext {
  xp: number;
  /** Active subscription level (0 none, 1 silver, 2 gold, 3 platinum). */
  subscriptionLevel: number;
  owned(itemId: string): number;
  /** Whether the item is equipped in any setup (one unit is then kept back from sales). */
  equipped(itemId: string): boolean;
  /**
   * Whether the item is bait: a stack used up where it sits. A recipe may take the whole stack of an equipped bait
   * (the next hunt falls back to other owned bait), while gear keeps its equipped unit.
   */
  isBait(itemId: string): boolean;
  balance(currencyShortName: string): number;
  currencyName(currencyShortName: string): string;
  itemName(itemId: string): string;
}

export type TradeKind = 'buy' | 'craft' | 'sell';

/** The movements of one trade: apply all or nothing. */
export interface TradePlan {
  kind: TradeKind;
  premium: boolean;
  currencyDeltas: { currency: string; delta: number }[];
  itemDeltas: { itemId: string; delta: number }[];
}

export type TradeItem = Pick<
  CatalogueItem,
  | 'id'
  | 'name'
  | 'buyable'
  | 'reqXP'
  | 'needSub'
  | 'unique'
  | 'price'
  | 'refund'
  | 'craftingMats'
  | 'craftingMatsPremium'
  | 'itemIdRequiredForUnlockCrafting'
>;

/** Why this player may not use premium crafting (below the level), or null. The shop shows it; the trade refuses with it. */
export function premiumCraftingBlocker(subscriptionLevel: number): SubscriptionRequiredError | null {
  if (subscriptionLevel >= PREMIUM_CRAFTING_LEVEL) return null;
  return new SubscriptionRequiredError(SUBSCRIPTION_LEVELS.find((l) => l.id === PREMIUM_CRAFTING_LEVEL)?.name ?? 'a subscription');
}

/** Items with crafting materials are crafted (materials consumed), not bought. */
export function isCraftable(item: Pick<CatalogueItem, 'craftingMats' | 'craftingMatsPremium'>): boolean {
  return item.craftingMats.length > 0 || item.craftingMatsPremium.length > 0;
}

/** Sum of entries × amount, merged by key (a currency or material listed twice counts twice). */
export function multiply<T extends { value?: number; amount?: number }>(
  entries: readonly T[],
  key: (e: T) => string,
  amount: number,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) out.set(key(e), (out.get(key(e)) ?? 0) + (e.value ?? e.amount ?? 0) * amount);
  return out;
}

export function validTradeAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_TRADE_AMOUNT;
}

/** How many units may be sold: the owned amount minus the one unit an equipped item keeps. */
export function sellableAmount(owned: number, equipped: boolean): number {
  return Math.max(0, owned - (equipped ? 1 : 0));
}

/** Why the player cannot get the item now (shop `locked`), or null. Funds and materials are not considered. */
export function acquisitionBlocker(
  item: TradeItem,
  ctx: Pick<TradeContext, 'xp' | 'subscriptionLevel' | 'owned' | 'itemName'>,
  amount = 1,
): Error | null {
  if (ctx.xp < item.reqXP) return new XpRequiredError(item.reqXP);
  if (item.needSub > ctx.subscriptionLevel) {
    const level = SUBSCRIPTION_LEVELS.find((l) => l.id === item.needSub)?.name ?? `level ${item.needSub}`;
    return new SubscriptionRequiredError(level);
  }
  if (item.unique && ctx.owned(item.id) + amount > 1) return new UniqueOwnedError(item.name);
  if (isCraftable(item)) {
    const recipe = item.itemIdRequiredForUnlockCrafting;
    if (recipe && ctx.owned(recipe) <= 0) return new RecipeRequiredError(ctx.itemName(recipe));
  } else if (!item.buyable) {
    return new NotForSaleError(item.name);
  }
  return null;
}

function requireCurrencies(cost: Map<string, number>, ctx: TradeContext): { currency: string; delta: number }[] {
  const deltas: { currency: string; delta: number }[] = [];
  for (const [currency, needed] of cost) {
    if (needed <= 0) continue;
    const owned = ctx.balance(currency);
    if (owned < needed) throw new NotEnoughCurrencyError(currency, ctx.currencyName(currency), needed, owned);
    deltas.push({ currency, delta: -needed });
  }
  return deltas;
}

/**
 * The rules of `POST /api/game/buysell`: amount > 0 buys `price` × amount (or crafts: materials × amount, premium
 * materials with `premium`), amount < 0 sells |amount| at `refund` × |amount| from the unequipped surplus.
 * Throws the first refusal; returns every movement otherwise. Pure: the caller applies the plan atomically.
 */
export function planTrade(item: TradeItem, amount: number, premium: boolean, ctx: TradeContext): TradePlan {
  if (!validTradeAmount(amount)) throw new InvalidAmountError(MAX_TRADE_AMOUNT);
  if (amount < 0) {
    const count = -amount;
    const refund = multiply<CurrencyAmount>(item.refund.currencyEntries, (c) => c.name, count);
    if (![...refund.values()].some((v) => v > 0)) throw new NotSellableError(`${item.name} cannot be sold`);
    const owned = ctx.owned(item.id);
    const equipped = ctx.equipped(item.id);
    const sellable = sellableAmount(owned, equipped);
    if (sellable < count) {
      throw new NotSellableError(
        equipped && owned >= count
          ? `You can sell at most ${sellable} ${item.name}: one is equipped (unequip it first)`
          : `Not enough ${item.name}: ${count} to sell, ${owned} owned`,
      );
    }
    return {
      kind: 'sell',
      premium: false,
      currencyDeltas: [...refund].filter(([, v]) => v > 0).map(([currency, delta]) => ({ currency, delta })),
      itemDeltas: [{ itemId: item.id, delta: amount }],
    };
  }
  const blocker = acquisitionBlocker(item, ctx, amount);
  if (blocker) throw blocker;
  if (isCraftable(item)) {
    const mats = premium ? item.craftingMatsPremium : item.craftingMats;
    if (premium && mats.length === 0) throw new NoPremiumRecipeError(item.name);
    const subscriptionBlocker = premium ? premiumCraftingBlocker(ctx.subscriptionLevel) : null;
    if (subscriptionBlocker) throw subscriptionBlocker;
    if (mats.length === 0) throw new NotForSaleError(`${item.name} (only the premium recipe)`);
    const needs = multiply<ItemAmount>(mats, (m) => m.itemId, amount);
    const itemDeltas: { itemId: string; delta: number }[] = [];
    for (const [itemId, needed] of needs) {
      // The product itself as a material (upgrade recipes) counts what is owned now; equipped gear keeps its unit,
      // equipped bait may go whole (bait bought for a recipe lands in an empty bait slot).
      const available = ctx.isBait(itemId) ? ctx.owned(itemId) : sellableAmount(ctx.owned(itemId), ctx.equipped(itemId));
      if (available < needed) throw new NotEnoughItemsError(available, needed, ctx.itemName(itemId));
      itemDeltas.push({ itemId, delta: -needed });
    }
    const merged = itemDeltas.find((d) => d.itemId === item.id);
    if (merged) merged.delta += amount;
    else itemDeltas.push({ itemId: item.id, delta: amount });
    // The price is the workshop's fee: crafting charges it like a purchase, on top of the materials.
    const fee = requireCurrencies(
      multiply<CurrencyAmount>(item.price.currencyEntries, (c) => c.name, amount),
      ctx,
    );
    return { kind: 'craft', premium, currencyDeltas: fee, itemDeltas: itemDeltas.filter((d) => d.delta !== 0) };
  }
  const cost = multiply<CurrencyAmount>(item.price.currencyEntries, (c) => c.name, amount);
  return { kind: 'buy', premium: false, currencyDeltas: requireCurrencies(cost, ctx), itemDeltas: [{ itemId: item.id, delta: amount }] };
}
