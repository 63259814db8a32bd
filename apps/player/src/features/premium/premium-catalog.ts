import {
  packageOfMonth,
  SINGLE_ITEM_TYPE as T,
  SUBSCRIPTION_TIERS,
  tierState,
  upgradePriceCents,
  type PremiumPackageViewDto,
} from '@grimhunt/contracts';

export interface MonthKey {
  year: number;
  month: number;
}

export interface TierOffer {
  level: number;
  name: string;
  pkg: PremiumPackageViewDto | undefined;
  state: 'current' | 'included' | 'upgrade' | 'buy';
  /** What pressing its button costs: the full price, or the difference for an upgrade (cents). */
  priceCents: number | null;
}

export interface PremiumCatalog {
  featuredNessy: PremiumPackageViewDto | undefined;
  oneTime: PremiumPackageViewDto[];
  nessy: PremiumPackageViewDto[];
  singleItems: PremiumPackageViewDto[];
  plasma: PremiumPackageViewDto[];
  juice: PremiumPackageViewDto[];
  avatars: PremiumPackageViewDto[];
  /** The name change package (single item type 15), if the shop has one. */
  nameChange: PremiumPackageViewDto | undefined;
  /** Months that have monthly deals (subscription packages or monthly items), oldest first; always includes `now`. */
  months: MonthKey[];
}

const byOrder = (a: PremiumPackageViewDto, b: PremiumPackageViewDto) =>
  a.categorySortingNumber - b.categorySortingNumber || a.singleItemType - b.singleItemType || a.name.localeCompare(b.name);

const monthValue = (m: MonthKey) => m.year * 12 + m.month;

export function monthOf(now: Date): MonthKey {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

export function monthLabel({ year, month }: MonthKey): string {
  return new Date(year, month - 1, 1).toLocaleString('en-US', { month: 'long', year: 'numeric' });
}

/** Sorts the premium shop's packages into its sections (single item types). */
export function groupPackages(packages: readonly PremiumPackageViewDto[], now: Date): PremiumCatalog {
  const single = packages.filter((p) => p.subscriptionLevel <= 0);
  const ofType = (from: number, to = from) => single.filter((p) => p.singleItemType >= from && p.singleItemType <= to).sort(byOrder);
  const nessy = ofType(T.nessyDealFirst, T.nessyDealLast);
  const monthly = packages.filter(
    (p) =>
      p.month !== null &&
      p.year !== null &&
      (p.subscriptionLevel > 0 || p.singleItemType === T.goldItem || p.singleItemType === T.platinumItem),
  );
  const seen = new Map<number, MonthKey>();
  for (const m of [monthOf(now), ...monthly.map((p) => ({ year: p.year as number, month: p.month as number }))]) seen.set(monthValue(m), m);
  return {
    featuredNessy: nessy[0],
    oneTime: ofType(T.oneTimeDeal),
    nessy,
    singleItems: [...ofType(T.singleItemDeal), ...ofType(T.giftSpooky)],
    plasma: ofType(T.plasmaDeal),
    juice: ofType(T.juiceDeal),
    avatars: ofType(T.avatarDeal),
    nameChange: ofType(T.nameChange)[0],
    months: [...seen.values()].sort((a, b) => monthValue(a) - monthValue(b)),
  };
}

/** Subscription packages and monthly items (GoldItem, PlatinumItem) of one month. */
export function monthlyDeals(packages: readonly PremiumPackageViewDto[], month: MonthKey): PremiumPackageViewDto[] {
  return packages
    .filter((p) => p.year === month.year && p.month === month.month)
    .filter((p) => p.subscriptionLevel > 0 || p.singleItemType === T.goldItem || p.singleItemType === T.platinumItem)
    .sort((a, b) => a.subscriptionLevel - b.subscriptionLevel || byOrder(a, b));
}

/** The three tiers with this month's package, their label against the active level, and the price to pay. */
export function tierOffers(packages: readonly PremiumPackageViewDto[], activeLevel: number, now: Date): TierOffer[] {
  const { year, month } = monthOf(now);
  const current = activeLevel > 0 ? packageOfMonth(packages, activeLevel, year, month) : undefined;
  return SUBSCRIPTION_TIERS.map(({ level, name }) => {
    const pkg = packageOfMonth(packages, level, year, month);
    const state = tierState(level, activeLevel);
    const priceCents = !pkg
      ? null
      : state === 'upgrade'
        ? upgradePriceCents(pkg.usd, current?.usd ?? 0)
        : state === 'buy'
          ? Math.round(pkg.usd * 100)
          : null;
    return { level, name, pkg, state, priceCents };
  });
}

export function formatUsd(cents: number): string {
  return (cents / 100).toFixed(2);
}
