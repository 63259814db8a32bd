import { ItemAmountDto, PaymentLinkDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { PaymentKind } from '../../domain/payment-status';

/** One payment as stored: what was bought, for whom, and where the provider's order or subscription stands. */
export interface PaymentRow {
  id: string;
  /** The buyer. */
  userId: string;
  /** Who receives the items (the buyer, or the player named in a gift's additionalInfo). */
  recipientId: string;
  packageId: string;
  packageName: string;
  kind: PaymentKind;
  subscriptionLevel: number;
  upgradeFromLevel: number;
  usdCents: number;
  /** Snapshot taken when the payment was created: what you pay for is what you get. */
  items: ItemAmountDto[];
  additionalInfo: string;
  provider: string;
  providerId: string | null;
  status: string;
  links: PaymentLinkDto[];
  completed: boolean;
  createdAt: Date;
  completedAt: Date | null;
  /** For support and admins: e.g. why a paid name change was not applied. */
  note: string | null;
}

export interface SubscriptionRow {
  id: string;
  userId: string;
  paymentId: string;
  level: number;
  /** ACTIVE renews; CANCELLED runs out at paidUntil; REPLACED (upgraded) and ENDED are over. */
  status: 'ACTIVE' | 'CANCELLED' | 'REPLACED' | 'ENDED';
  startedAt: Date;
  paidUntil: Date;
  /** The payment's provider and its subscription id there. */
  provider: string;
  providerId: string | null;
}

export interface NotificationRecord {
  provider: string;
  eventId: string;
  eventType: string;
  resourceId: string;
}

/**
 * Payments, subscriptions, their monthly deliveries and received provider notifications. Double actions are stopped
 * here: `markCompleted` is a conditional UPDATE (one winner), `recordDelivery` and `recordNotification` insert into
 * unique keys and answer false for the loser.
 */
export interface PaymentStore {
  insert(row: PaymentRow): Promise<void>;
  attachProviderOrder(id: string, providerId: string, status: string, links: PaymentLinkDto[]): Promise<void>;
  find(id: string, tx?: Tx): Promise<PaymentRow | null>;
  findByProviderId(provider: string, providerId: string): Promise<PaymentRow | null>;
  /** Locks the payment row for the rest of `tx` (after the user row: lock order user -> payment). */
  lock(tx: Tx, id: string): Promise<PaymentRow | null>;
  /** The buyer's payments, newest first; with `packageId` only those of that package. */
  listOfBuyer(userId: string, packageId?: string): Promise<PaymentRow[]>;
  setStatus(tx: Tx, id: string, status: string): Promise<void>;
  setNote(tx: Tx, id: string, note: string | null): Promise<void>;
  /** completed := true only if it was false; true for the one caller that flipped it. */
  markCompleted(tx: Tx, id: string, now: Date): Promise<boolean>;
  /** A completed payment of this package whose recipient is `recipientId` exists. */
  hasCompleted(recipientId: string, packageId: string, tx?: Tx): Promise<boolean>;
  /** Inserts the event under its unique (provider, event id); false when it was already there. */
  recordNotification(tx: Tx, notification: NotificationRecord, now: Date): Promise<boolean>;

  /** Highest level among subscriptions paid until after `now` (0 when none). */
  activeLevel(userId: string, now: Date, tx?: Tx): Promise<number>;
  activeSubscriptions(userId: string, now: Date, tx?: Tx): Promise<SubscriptionRow[]>;
  subscriptionOfPayment(paymentId: string, tx?: Tx): Promise<SubscriptionRow | null>;
  insertSubscription(tx: Tx, row: Omit<SubscriptionRow, 'provider' | 'providerId'>): Promise<void>;
  /** Subscriptions that renew (ACTIVE) and whose paid period is over at `now`. */
  dueForRenewal(now: Date): Promise<SubscriptionRow[]>;
  /** Cancelled subscriptions whose paid period is over at `now` (to be marked ENDED). */
  runOutDue(now: Date): Promise<SubscriptionRow[]>;
  /** Locks the subscription row; null when it is gone. */
  lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null>;
  extendSubscription(tx: Tx, id: string, paidUntil: Date): Promise<void>;
  /** status := CANCELLED (runs out), REPLACED or ENDED (over at `endAt`). */
  endSubscription(tx: Tx, id: string, status: 'CANCELLED' | 'REPLACED' | 'ENDED', endAt: Date | null): Promise<void>;
  /** Inserts (subscription, 'YYYY-MM'); false when that month was already delivered. */
  recordDelivery(tx: Tx, subscriptionId: string, period: string, now: Date): Promise<boolean>;
}
export const PAYMENT_STORE = Symbol('PAYMENT_STORE');
