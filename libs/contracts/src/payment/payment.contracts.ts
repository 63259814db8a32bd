import type { PremiumPackageDto } from '../catalogue/catalogue.contracts';

/**
 * Payments, premium packages, subscriptions and the daily analytics record.
 * Paths are relative to the `/api` prefix.
 */

export const PAYMENT_ROUTES = {
  base: 'payment',
  /** `POST /api/payment/` (packageId, additionalInfo). */
  create: '',
  getByUserId: 'GetByUserId',
  checkOnPayment: 'CheckOnPayment',
  cancelSubscription: 'CancelSubscription',
  paymentsOfPackage: 'GetPaymentsOfPremiumPackage',
  activeSubscriptionType: 'GetActiveSubscriptionType',
  /** The sandbox provider's approval page (HTML) and its two buttons. */
  sandboxPage: 'sandbox/:orderId',
  sandboxApprove: 'sandbox/:orderId/approve',
  sandboxCancel: 'sandbox/:orderId/cancel',
  /** Provider notifications (webhooks): `notify/sandbox`, `notify/paypal`. */
  notify: 'notify/:provider',
} as const;

export const PREMIUM_PACKAGE_ROUTES = {
  base: 'premiumPackage',
  active: 'getactive',
  /** Served by the catalogue's resource controller (players may read one visible package). */
  one: ':id',
} as const;

export const ANALYTICS_ROUTES = {
  stats: 'GameAppStats',
} as const;

/** Order and subscription states as the provider reports them (PayPal Orders v2 and Subscriptions names). */
export const PAYMENT_STATUS = {
  created: 'CREATED',
  approvalPending: 'APPROVAL_PENDING',
  approved: 'APPROVED',
  completed: 'COMPLETED',
  active: 'ACTIVE',
  suspended: 'SUSPENDED',
  cancelled: 'CANCELLED',
  voided: 'VOIDED',
  expired: 'EXPIRED',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Statuses after which nothing more happens to an order (the callback page shows the error). */
export const FAILED_PAYMENT_STATUSES: readonly string[] = [PAYMENT_STATUS.cancelled, PAYMENT_STATUS.voided, PAYMENT_STATUS.expired];

/** additionalInfo starting with this prefix is a gift for the named player. */
export const GIFT_PREFIX = 'buyForUserName_';
/** additionalInfo of a name-change order: `newUserName_{wished name}` (only with a NameChange package, never a gift). */
export const NAME_CHANGE_PREFIX = 'newUserName_';
export const ADDITIONAL_INFO_MAX = 200;

/** A CREATED order may be approved for this long after its creation. */
export const CREATED_APPROVAL_WINDOW_SECONDS = 24 * 3600;
/** The callback page asks every second. */
export const PAYMENT_POLL_MS = 1000;
export const CUSTOM_AVATAR_USD = 49.99;
export const NAME_CHANGE_USD = 10;
export const SUPPORT_EMAIL = 'support@grimhunt.local';

export const SUBSCRIPTION_TIERS = [
  { level: 1, key: 'silver', name: 'Silver' },
  { level: 2, key: 'gold', name: 'Gold' },
  { level: 3, key: 'platinum', name: 'Platinum' },
] as const;

/** Single item type values that the premium shop groups by. */
export const SINGLE_ITEM_TYPE = {
  none: 0,
  goldItem: 1,
  platinumItem: 2,
  plasmaDeal: 3,
  oneTimeDeal: 4,
  giftSpooky: 5,
  nessyDealFirst: 6,
  nessyDealLast: 11,
  singleItemDeal: 12,
  avatarDeal: 13,
  juiceDeal: 14,
  /** Not in the spec's list: a paid rename of the buyer (docs/decisions.md). */
  nameChange: 15,
} as const;

export const PAYMENT_MESSAGES = {
  processingError: 'There was an error while processing!',
  processingAdvice: 'Please check your profile for the payment status and contact support with this payment id:',
  cancelled: 'Your subscription is cancelled. It stays active until the end of the paid month.',
  success: 'Thank you! Your items are in your inventory.',
  giftSuccess: 'Thank you! Your gift has been delivered.',
  /** The payer pressed Cancel at the provider (or the order was dropped): nothing was charged. */
  payerCancelled: 'You cancelled this payment. Nothing was charged.',
  payerCancelledTitle: 'Payment cancelled',
  expired: 'This order was not approved in time and has expired. Nothing was charged; please buy again.',
  nameChangeNeedsName: 'Enter the name you wish to have.',
  nameChangeNoGift: 'A name change cannot be a gift: it renames the buyer.',
  nameChangeSame: 'This is already your name.',
  nameChangeWrongPackage: 'Only the name change package takes a new name.',
  /** Noted on a paid name change whose name was taken before the payment completed. */
  nameChangeTakenNote: (name: string) =>
    `The name ${name} was taken by another player before your payment completed, so your name was not changed. Please contact support to choose another name or get a refund.`,
} as const;

/** The callback page's text after a paid name change. */
export function nameChangedMessage(name: string): string {
  return `Your name is now ${name}.`;
}

export const PAYMENT_ERROR_CODES = {
  NOT_FOUND: 'PAYMENT.NOT_FOUND',
  PACKAGE_NOT_FOUND: 'PAYMENT.PACKAGE_NOT_FOUND',
  RECIPIENT_NOT_FOUND: 'PAYMENT.RECIPIENT_NOT_FOUND',
  SELF_GIFT: 'PAYMENT.SELF_GIFT',
  SUBSCRIPTION_NOT_HIGHER: 'PAYMENT.SUBSCRIPTION_NOT_HIGHER',
  ONE_TIME_OWNED: 'PAYMENT.ONE_TIME_OWNED',
  NOT_A_SUBSCRIPTION: 'PAYMENT.NOT_A_SUBSCRIPTION',
  NOT_CANCELLABLE: 'PAYMENT.NOT_CANCELLABLE',
  ORDER_EXPIRED: 'PAYMENT.ORDER_EXPIRED',
  PROVIDER_UNAVAILABLE: 'PAYMENT.PROVIDER_UNAVAILABLE',
  INVALID: 'PAYMENT.INVALID',
  NAME_CHANGE_INVALID: 'PAYMENT.NAME_CHANGE_INVALID',
  NAME_TAKEN: 'PAYMENT.NAME_TAKEN',
} as const;

/** A package item as `getactive` answers it: the spec's {itemId, amount} plus what the shop shows. */
export interface PremiumPackageItemDto {
  itemId: string;
  amount: number;
  itemName: string;
  itemImageId: string | null;
  itemType: string | null;
  rarityColor: string | null;
}

/** `GET /api/premiumPackage/getactive` entry: the package with its items described. */
export type PremiumPackageViewDto = Omit<PremiumPackageDto, 'items'> & { items: PremiumPackageItemDto[] };

export interface PaymentLinkDto {
  rel: string;
  href: string;
  method?: string;
}

/** A payment as the player app receives it; `paypalOrder` mirrors the provider's order or subscription. */
export interface PaymentDto {
  id: string;
  packageId: string;
  /** Extra: the package's name when bought (the profile's transactions table). */
  packageName: string;
  /** Unix seconds. */
  createdTimestamp: number;
  paypalOrder: { id: string; status: string; links: PaymentLinkDto[] };
  additionalInfo: string;
  /** The package's items were delivered. */
  completed: boolean;
  /** The provider's order or subscription id. */
  paymentId: string;
  usd: number;
  subscriptionLevel: number;
  /** Extra: what support should know (e.g. a paid name change whose name was taken meanwhile); null when nothing. */
  note: string | null;
}

export interface CreatePaymentBody {
  packageId: string;
  additionalInfo?: string;
}

export interface CheckOnPaymentBody {
  packageId?: string;
  paymentId?: string;
}

export interface CheckOnPaymentResultDto {
  completed: boolean;
  additionalInfo: string;
  /** Extra: the provider status (CANCELLED, VOIDED and EXPIRED mean the payment failed). */
  status: string;
  id: string;
  paymentId: string;
  /** Extra: the payment's note (a name change that could not be applied says why); null when nothing. */
  note: string | null;
}

/** Daily analytics record; timestamps in seconds. */
export interface DailyAnalyticsRecordDto {
  id: string;
  timestamp: number;
  users: number;
  usersActiveWeek: number;
  usersActiveMonth: number;
  usersActive: number;
  silverSubsActive: number;
  goldSubsActive: number;
  platSubsActive: number;
  purchases: { packageId: string; amount: number }[];
}

// ---- shared rules (server and player app agree on them) ------------------------------------------------------

export function isGift(additionalInfo: string | null | undefined): boolean {
  return !!additionalInfo && additionalInfo.startsWith(GIFT_PREFIX);
}

/** The recipient's name of a gift, or null. */
export function giftRecipient(additionalInfo: string | null | undefined): string | null {
  if (!isGift(additionalInfo)) return null;
  const name = (additionalInfo as string).slice(GIFT_PREFIX.length).trim();
  return name || null;
}

/** The wished name of a name-change order (trimmed), or null when additionalInfo is not one. */
export function nameChangeWish(additionalInfo: string | null | undefined): string | null {
  if (!additionalInfo || !additionalInfo.startsWith(NAME_CHANGE_PREFIX)) return null;
  const name = additionalInfo.slice(NAME_CHANGE_PREFIX.length).trim();
  return name || null;
}

/** Whether additionalInfo asks for a name change (even with an empty name). */
export function isNameChange(additionalInfo: string | null | undefined): boolean {
  return !!additionalInfo && additionalInfo.startsWith(NAME_CHANGE_PREFIX);
}

/** Dollars to whole cents (prices are kept in cents on the server). */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/**
 * The profile's action for a payment: APPROVAL_PENDING shows Approve; CREATED shows Approve only
 * within 24 hours of creation; ACTIVE shows Cancel.
 */
export function paymentAction(status: string, createdTimestamp: number, nowSeconds: number): 'approve' | 'cancel' | null {
  if (status === PAYMENT_STATUS.approvalPending) return 'approve';
  if (status === PAYMENT_STATUS.created) return nowSeconds - createdTimestamp < CREATED_APPROVAL_WINDOW_SECONDS ? 'approve' : null;
  if (status === PAYMENT_STATUS.active) return 'cancel';
  return null;
}

/** A package may be bought unless it is a subscription at or below the active level. */
export function canBuyPackage(subscriptionLevel: number, activeLevel: number): boolean {
  return subscriptionLevel <= 0 || subscriptionLevel > activeLevel;
}

/**
 * The tier's package for a month: the one of that month and year; else the newest earlier one; else one without a
 * month. Invisible packages are ignored.
 */
export function packageOfMonth<T extends Pick<PremiumPackageDto, 'subscriptionLevel' | 'month' | 'year' | 'visible'>>(
  packages: readonly T[],
  level: number,
  year: number,
  month: number,
): T | undefined {
  const tier = packages.filter((p) => p.subscriptionLevel === level && p.visible !== false);
  const key = (p: T) => (p.year ?? 0) * 12 + (p.month ?? 0);
  const wanted = year * 12 + month;
  const exact = tier.find((p) => p.year === year && p.month === month);
  if (exact) return exact;
  const earlier = tier.filter((p) => p.year !== null && p.month !== null && key(p) < wanted).sort((a, b) => key(b) - key(a));
  return earlier[0] ?? tier.find((p) => p.month === null || p.year === null);
}

/**
 * What a tier card shows against the active level: Current Subscription, Included (lower tiers), or Upgrade current
 * Sub with the price difference to this month's package of the current tier (none subscribed: the full price).
 */
export function tierState(level: number, activeLevel: number): 'current' | 'included' | 'upgrade' | 'buy' {
  if (activeLevel <= 0) return 'buy';
  if (level === activeLevel) return 'current';
  return level < activeLevel ? 'included' : 'upgrade';
}

/** Upgrade price in cents: target minus the current tier's package (at least 1 cent). */
export function upgradePriceCents(targetUsd: number, currentTierUsd: number | null | undefined): number {
  const diff = toCents(targetUsd) - toCents(currentTierUsd ?? 0);
  return Math.max(1, diff);
}
