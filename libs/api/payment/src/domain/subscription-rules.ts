import { canBuyPackage, packageOfMonth, upgradePriceCents, toCents } from '@grimhunt/contracts';

/** An item and how many of it a package delivers. */
export interface ItemAmount {
  itemId: string;
  amount: number;
}

/** A premium package, by the terms a purchase and a renewal read. */
export interface PackageTerms {
  /** Price in US dollars. */
  usd: number;
  items: ItemAmount[];
  /** 0: a one-off package; 1-3: the subscription tier it sells. */
  subscriptionLevel: number;
  /** 4: a one-time deal (bought once per player). */
  singleItemType: number;
  /** A tier's package is the one of its month (null: any month). */
  month: number | null;
  year: number | null;
  visible: boolean;
}

/** A month as the renewal sees it (UTC). */
export interface Period {
  year: number;
  month: number;
}

export function periodOf(at: Date): Period {
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}

export function periodKey(period: Period): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}`;
}

/** 00:00 UTC of the 1st of the month after `at`: a subscription bought or renewed at `at` is paid until then. */
export function firstOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export interface PurchasePlan {
  kind: 'order' | 'subscription';
  usdCents: number;
  /** What the recipient gets when the payment completes. */
  items: ItemAmount[];
  subscriptionLevel: number;
  /** The level being upgraded from (0 when not an upgrade). */
  upgradeFromLevel: number;
}

export type PurchaseRefusal = 'not-higher' | 'one-time-owned';

/**
 * What buying `pkg` costs and delivers for a recipient whose active level is `activeLevel`:
 * a subscription at or below the active level is refused; a higher tier while subscribed is an upgrade priced at the
 * difference to this month's package of the current tier, and delivers only what the new tier adds; a one-time deal
 * is refused when the recipient already has one completed.
 */
export function planPurchase(
  pkg: Pick<PackageTerms, 'usd' | 'items' | 'subscriptionLevel' | 'singleItemType'>,
  ctx: { activeLevel: number; currentTierPackage?: Pick<PackageTerms, 'usd' | 'items'>; oneTimeOwned: boolean },
): PurchasePlan | PurchaseRefusal {
  const level = pkg.subscriptionLevel;
  if (!canBuyPackage(level, ctx.activeLevel)) return 'not-higher';
  if (level <= 0) {
    if (pkg.singleItemType === 4 && ctx.oneTimeOwned) return 'one-time-owned';
    return {
      kind: 'order',
      usdCents: Math.max(1, toCents(pkg.usd)),
      items: mergeItems(pkg.items),
      subscriptionLevel: 0,
      upgradeFromLevel: 0,
    };
  }
  if (ctx.activeLevel <= 0) {
    return {
      kind: 'subscription',
      usdCents: Math.max(1, toCents(pkg.usd)),
      items: mergeItems(pkg.items),
      subscriptionLevel: level,
      upgradeFromLevel: 0,
    };
  }
  return {
    kind: 'subscription',
    usdCents: upgradePriceCents(pkg.usd, ctx.currentTierPackage?.usd ?? 0),
    items: upgradeItems(pkg.items, ctx.currentTierPackage?.items ?? []),
    subscriptionLevel: level,
    upgradeFromLevel: ctx.activeLevel,
  };
}

/** Same item listed twice counts once with the sum; amounts below 1 are dropped. */
export function mergeItems(items: readonly ItemAmount[]): ItemAmount[] {
  const sums = new Map<string, number>();
  for (const { itemId, amount } of items) sums.set(itemId, (sums.get(itemId) ?? 0) + amount);
  return [...sums].filter(([, amount]) => amount >= 1).map(([itemId, amount]) => ({ itemId, amount }));
}

/** An upgrade delivers what the new tier has beyond this month's current tier: the positive differences per item. */
export function upgradeItems(target: readonly ItemAmount[], current: readonly ItemAmount[]): ItemAmount[] {
  const had = new Map(mergeItems(current).map((i) => [i.itemId, i.amount]));
  return mergeItems(target)
    .map(({ itemId, amount }) => ({ itemId, amount: amount - (had.get(itemId) ?? 0) }))
    .filter((i) => i.amount >= 1);
}

/** The tier's package for the renewal month (see `packageOfMonth`). */
export function renewalPackage<T extends Pick<PackageTerms, 'subscriptionLevel' | 'month' | 'year' | 'visible'>>(
  packages: readonly T[],
  level: number,
  period: Period,
): T | undefined {
  return packageOfMonth(packages, level, period.year, period.month);
}

/** Patron icon tier set by a subscription: silver 1 (Fledgling), gold 2 (Neonate), platinum 3 (Ancilla). */
export function patreonTypeFor(level: number): number {
  return Math.max(0, Math.min(3, level));
}
