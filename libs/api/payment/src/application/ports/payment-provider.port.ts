import { PaymentLinkDto } from '@grimhunt/contracts';

/** The provider's view of one order or subscription. */
export interface ProviderOrder {
  providerId: string;
  status: string;
  links: PaymentLinkDto[];
}

export interface CreateOrderInput {
  /** Our payment id (reference / custom id at the provider; idempotency key). */
  paymentId: string;
  usdCents: number;
  description: string;
  /** Where the payer's browser returns after approving or cancelling (paths of the player app). */
  returnPath: string;
  cancelPath: string;
}

export interface CreateSubscriptionInput extends CreateOrderInput {
  level: number;
}

/** A notification (webhook) as the provider sent it; `resourceId` is the order or subscription id. */
export interface ProviderNotification {
  eventId: string;
  eventType: string;
  resourceId: string;
}

/**
 * The payment provider (adapters: `sandbox`, `paypal`). Calls may fail with ProviderUnavailableError; none of them
 * runs inside a database transaction.
 */
export interface PaymentProvider {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderOrder>;
  getOrder(providerId: string): Promise<ProviderOrder>;
  /** Takes the money of an APPROVED order; idempotent (a second capture answers the completed order). */
  captureOrder(providerId: string, paymentId: string): Promise<ProviderOrder>;
  getSubscription(providerId: string): Promise<ProviderOrder>;
  cancelSubscription(providerId: string, reason: string): Promise<void>;
  /** The notification of a webhook call, or null when it is not one of ours (bad signature, unknown shape). */
  parseNotification(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<ProviderNotification | null>;
}
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
