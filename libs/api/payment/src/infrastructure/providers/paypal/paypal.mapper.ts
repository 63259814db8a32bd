import { PaymentLinkDto, PAYMENT_STATUS } from '@grimhunt/contracts';
import {
  CreateOrderInput,
  CreateSubscriptionInput,
  ProviderNotification,
  ProviderOrder,
} from '../../../application/ports/payment-provider.port';

/** PayPal's JSON (the parts we read). */
export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}
export interface PaypalOrderJson {
  id: string;
  status: string;
  links?: PaypalLink[];
}
export interface PaypalWebhookEventJson {
  id: string;
  event_type: string;
  resource_type?: string;
  resource?: {
    id?: string;
    billing_agreement_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}
export interface PaypalErrorJson {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** "4.99" from 499 cents. */
export function usdValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** `POST /v2/checkout/orders`: one purchase unit in USD, our payment id as reference and custom id. */
export function orderRequest(input: CreateOrderInput, publicUrl: string) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.paymentId,
        custom_id: input.paymentId,
        description: input.description.slice(0, 127),
        amount: { currency_code: 'USD', value: usdValue(input.usdCents) },
      },
    ],
    application_context: {
      brand_name: 'Grimhunt',
      shipping_preference: 'NO_SHIPPING',
      user_action: 'PAY_NOW',
      return_url: `${publicUrl}${input.returnPath}`,
      cancel_url: `${publicUrl}${input.cancelPath}`,
    },
  };
}

/**
 * `POST /v1/billing/subscriptions` on the tier's plan. The first billing cycle (the plan's one-month trial cycle) is
 * priced per payment: the full price, or the upgrade difference; later months bill at the plan's regular price.
 */
export function subscriptionRequest(input: CreateSubscriptionInput, planId: string, publicUrl: string) {
  return {
    plan_id: planId,
    custom_id: input.paymentId,
    plan: {
      billing_cycles: [
        { sequence: 1, total_cycles: 1, pricing_scheme: { fixed_price: { currency_code: 'USD', value: usdValue(input.usdCents) } } },
      ],
    },
    application_context: {
      brand_name: 'Grimhunt',
      shipping_preference: 'NO_SHIPPING',
      user_action: 'SUBSCRIBE_NOW',
      return_url: `${publicUrl}${input.returnPath}`,
      cancel_url: `${publicUrl}${input.cancelPath}`,
    },
  };
}

const KNOWN_STATUSES = new Set<string>(Object.values(PAYMENT_STATUS));

/** Orders also report SAVED and PAYER_ACTION_REQUIRED: both still wait for the payer, like CREATED. */
function normalizeStatus(status: string): string {
  if (KNOWN_STATUSES.has(status)) return status;
  if (status === 'SAVED' || status === 'PAYER_ACTION_REQUIRED') return PAYMENT_STATUS.created;
  return status;
}

function links(list: PaypalLink[] | undefined): PaymentLinkDto[] {
  // PayPal answers `payer-action` instead of `approve` for some orders: the player app looks for `approve`.
  return (list ?? []).map((l) => ({
    rel: l.rel === 'payer-action' ? 'approve' : l.rel,
    href: l.href,
    ...(l.method ? { method: l.method } : {}),
  }));
}

export function fromOrder(json: PaypalOrderJson): ProviderOrder {
  return { providerId: json.id, status: normalizeStatus(json.status), links: links(json.links) };
}

export function fromSubscription(json: PaypalOrderJson): ProviderOrder {
  return { providerId: json.id, status: normalizeStatus(json.status), links: links(json.links) };
}

/**
 * The order or subscription a webhook event is about: capture events name the order in related ids, sale events of
 * a subscription in `billing_agreement_id`; order and subscription events carry it as the resource id.
 */
export function notificationOf(event: PaypalWebhookEventJson): ProviderNotification | null {
  if (!event?.id || !event.event_type || !event.resource) return null;
  const r = event.resource;
  const resourceId = r.supplementary_data?.related_ids?.order_id ?? r.billing_agreement_id ?? r.id;
  return resourceId ? { eventId: event.id, eventType: event.event_type, resourceId } : null;
}

/** A second capture of the same order answers 422 ORDER_ALREADY_CAPTURED: the order is simply completed. */
export function isAlreadyCaptured(error: PaypalErrorJson | null | undefined): boolean {
  return !!error?.details?.some((d) => d.issue === 'ORDER_ALREADY_CAPTURED');
}

/** The headers PayPal signs a webhook with, for `POST /v1/notifications/verify-webhook-signature`. */
export function verificationRequest(headers: Record<string, string | string[] | undefined>, webhookId: string, event: unknown) {
  const h = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return {
    auth_algo: h('paypal-auth-algo'),
    cert_url: h('paypal-cert-url'),
    transmission_id: h('paypal-transmission-id'),
    transmission_sig: h('paypal-transmission-sig'),
    transmission_time: h('paypal-transmission-time'),
    webhook_id: webhookId,
    webhook_event: event,
  };
}
