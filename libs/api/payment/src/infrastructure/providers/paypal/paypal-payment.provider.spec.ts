import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProviderUnavailableError } from '../../../domain/payment.errors';
import { PaypalPaymentProvider, PaypalSettings } from './paypal-payment.provider';
import {
  fromOrder,
  fromSubscription,
  isAlreadyCaptured,
  notificationOf,
  orderRequest,
  subscriptionRequest,
  usdValue,
} from './paypal.mapper';

/** Recorded PayPal answers (sandbox API), one file per call. */
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8'));

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers recorded JSON by "METHOD path" and records every request. */
function recordedPaypal(routes: Record<string, { status?: number; fixture: string } | undefined>) {
  const sent: Sent[] = [];
  const http = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname;
    const raw = typeof init.body === 'string' ? init.body : undefined;
    sent.push({ method, url, headers: init.headers as Record<string, string>, body: raw && raw.startsWith('{') ? JSON.parse(raw) : raw });
    const route = path === '/v1/oauth2/token' ? { fixture: 'oauth-token' } : routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ name: 'RESOURCE_NOT_FOUND' }), { status: 404 });
    return new Response(JSON.stringify(fixture(route.fixture)), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { http, sent };
}

const settings: PaypalSettings = {
  clientId: 'client-id',
  clientSecret: 'client-secret',
  apiBase: 'https://api-m.sandbox.paypal.com',
  webhookId: 'WH-ID-1',
  planIds: { 1: 'P-SILVER', 2: 'P-GOLD', 3: 'P-PLATINUM' },
  publicUrl: 'https://grimhunt.example',
};
const input = {
  paymentId: '0b1f3a6e-8d43-4a4c-9f51-3b2a8c1d2e4f',
  usdCents: 299,
  description: 'Plasma Barrel',
  returnPath: '/shopcallback/0b1f3a6e-8d43-4a4c-9f51-3b2a8c1d2e4f',
  cancelPath: '/profile',
};

describe('PayPal mapping (recorded answers)', () => {
  it('builds the Orders v2 request: USD value with two decimals, our id as reference, return and cancel URLs', () => {
    expect(usdValue(299)).toBe('2.99');
    expect(usdValue(1000)).toBe('10.00');
    expect(orderRequest(input, settings.publicUrl)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.paymentId,
          custom_id: input.paymentId,
          description: 'Plasma Barrel',
          amount: { currency_code: 'USD', value: '2.99' },
        },
      ],
      application_context: {
        brand_name: 'Grimhunt',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'PAY_NOW',
        return_url: `https://grimhunt.example/shopcallback/${input.paymentId}`,
        cancel_url: 'https://grimhunt.example/profile',
      },
    });
  });

  it('builds the subscription request on the tier plan with the first cycle priced per payment', () => {
    const body = subscriptionRequest({ ...input, usdCents: 500, level: 2 }, 'P-GOLD', settings.publicUrl);
    expect(body.plan_id).toBe('P-GOLD');
    expect(body.custom_id).toBe(input.paymentId);
    expect(body.plan.billing_cycles).toEqual([
      { sequence: 1, total_cycles: 1, pricing_scheme: { fixed_price: { currency_code: 'USD', value: '5.00' } } },
    ]);
    expect(body.application_context.user_action).toBe('SUBSCRIBE_NOW');
  });

  it('reads orders and subscriptions: id, status and links (payer-action counts as approve)', () => {
    expect(fromOrder(fixture('order-created'))).toEqual({
      providerId: '5O190127TN364715T',
      status: 'CREATED',
      links: [
        { rel: 'self', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', method: 'GET' },
        { rel: 'approve', href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T', method: 'GET' },
        { rel: 'update', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', method: 'PATCH' },
        { rel: 'capture', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T/capture', method: 'POST' },
      ],
    });
    const payerAction = fromOrder(fixture('order-payer-action'));
    expect(payerAction.status).toBe('CREATED');
    expect(payerAction.links.find((l) => l.rel === 'approve')?.href).toBe(
      'https://www.sandbox.paypal.com/checkoutnow?token=8XJ93241KL0211923',
    );
    expect(fromOrder(fixture('order-approved')).status).toBe('APPROVED');
    expect(fromOrder(fixture('order-captured')).status).toBe('COMPLETED');
    expect(fromSubscription(fixture('subscription-created'))).toMatchObject({ providerId: 'I-BW452GLLEP1G', status: 'APPROVAL_PENDING' });
    expect(fromSubscription(fixture('subscription-created')).links[0]).toEqual({
      rel: 'approve',
      href: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-2M539689T3856352J',
      method: 'GET',
    });
    expect(fromSubscription(fixture('subscription-active')).status).toBe('ACTIVE');
  });

  it('finds the order or subscription a webhook event is about', () => {
    expect(notificationOf(fixture('webhook-capture-completed'))).toEqual({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      resourceId: '5O190127TN364715T',
    });
    expect(notificationOf(fixture('webhook-subscription-activated'))?.resourceId).toBe('I-BW452GLLEP1G');
    expect(notificationOf(fixture('webhook-sale-completed'))?.resourceId).toBe('I-BW452GLLEP1G');
    expect(notificationOf({ id: 'x', event_type: 'y' } as never)).toBeNull();
  });

  it('recognises a repeated capture', () => {
    expect(isAlreadyCaptured(fixture('capture-already-captured'))).toBe(true);
    expect(isAlreadyCaptured({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] })).toBe(false);
  });
});

describe('PaypalPaymentProvider over HTTPS (recorded answers)', () => {
  it('authenticates once with client credentials and creates an order with an idempotency key', async () => {
    const { http, sent } = recordedPaypal({
      'POST /v2/checkout/orders': { fixture: 'order-created' },
      'GET /v2/checkout/orders/5O190127TN364715T': { fixture: 'order-approved' },
    });
    const paypal = new PaypalPaymentProvider(settings, http, () => 1_000);
    const order = await paypal.createOrder(input);
    expect(order).toMatchObject({ providerId: '5O190127TN364715T', status: 'CREATED' });
    expect((await paypal.getOrder('5O190127TN364715T')).status).toBe('APPROVED');

    const token = sent.filter((s) => s.url.endsWith('/v1/oauth2/token'));
    expect(token).toHaveLength(1);
    expect(token[0].headers.Authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token[0].body).toBe('grant_type=client_credentials');
    const create = sent.find((s) => s.url.endsWith('/v2/checkout/orders'))!;
    expect(create.method).toBe('POST');
    expect(create.headers.Authorization).toBe('Bearer A21AAFakeTokenForTests0123456789');
    expect(create.headers['PayPal-Request-Id']).toBe(`order-${input.paymentId}`);
    expect(create.body).toEqual(orderRequest(input, settings.publicUrl));
  });

  it('captures with an idempotency key, and treats ORDER_ALREADY_CAPTURED as the completed order', async () => {
    const first = recordedPaypal({ 'POST /v2/checkout/orders/5O190127TN364715T/capture': { fixture: 'order-captured', status: 201 } });
    const captured = await new PaypalPaymentProvider(settings, first.http).captureOrder('5O190127TN364715T', input.paymentId);
    expect(captured.status).toBe('COMPLETED');
    expect(first.sent.at(-1)?.headers['PayPal-Request-Id']).toBe(`capture-${input.paymentId}`);

    const again = recordedPaypal({
      'POST /v2/checkout/orders/5O190127TN364715T/capture': { fixture: 'capture-already-captured', status: 422 },
      'GET /v2/checkout/orders/5O190127TN364715T': { fixture: 'order-captured' },
    });
    expect((await new PaypalPaymentProvider(settings, again.http).captureOrder('5O190127TN364715T', input.paymentId)).status).toBe(
      'COMPLETED',
    );
  });

  it('creates, reads and cancels subscriptions on the configured plans', async () => {
    const { http, sent } = recordedPaypal({
      'POST /v1/billing/subscriptions': { fixture: 'subscription-created', status: 201 },
      'GET /v1/billing/subscriptions/I-BW452GLLEP1G': { fixture: 'subscription-active' },
      'POST /v1/billing/subscriptions/I-BW452GLLEP1G/cancel': { fixture: 'verify-signature-success', status: 200 },
    });
    const paypal = new PaypalPaymentProvider(settings, http);
    expect((await paypal.createSubscription({ ...input, usdCents: 999, level: 2 })).status).toBe('APPROVAL_PENDING');
    expect((sent.at(-1)?.body as { plan_id: string }).plan_id).toBe('P-GOLD');
    expect((await paypal.getSubscription('I-BW452GLLEP1G')).status).toBe('ACTIVE');
    await paypal.cancelSubscription('I-BW452GLLEP1G', 'Cancelled by the player');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { reason: 'Cancelled by the player' } });
    await expect(
      new PaypalPaymentProvider({ ...settings, planIds: {} }, http).createSubscription({ ...input, level: 3 }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('verifies webhook signatures at PayPal before reading the event', async () => {
    const event = fixture('webhook-capture-completed');
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'b2384410-f8d2-11ee',
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
      'paypal-transmission-time': '2024-07-02T09:15:42Z',
    };
    const ok = recordedPaypal({ 'POST /v1/notifications/verify-webhook-signature': { fixture: 'verify-signature-success' } });
    expect(await new PaypalPaymentProvider(settings, ok.http).parseNotification(headers, event)).toMatchObject({
      resourceId: '5O190127TN364715T',
    });
    expect(ok.sent.at(-1)?.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: 'b2384410-f8d2-11ee',
      transmission_sig: 'c2lnbmF0dXJl',
      transmission_time: '2024-07-02T09:15:42Z',
      webhook_id: 'WH-ID-1',
      webhook_event: event,
    });
    const forged = recordedPaypal({ 'POST /v1/notifications/verify-webhook-signature': { fixture: 'verify-signature-failure' } });
    expect(await new PaypalPaymentProvider(settings, forged.http).parseNotification(headers, event)).toBeNull();
    expect(
      await new PaypalPaymentProvider({ ...settings, webhookId: undefined }, forged.http).parseNotification(headers, event),
    ).toBeNull();
  });

  it('turns network failures and error answers into ProviderUnavailableError', async () => {
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    await expect(new PaypalPaymentProvider(settings, down).getOrder('X')).rejects.toBeInstanceOf(ProviderUnavailableError);
    const { http } = recordedPaypal({});
    await expect(new PaypalPaymentProvider(settings, http).getOrder('MISSING')).rejects.toThrow('404 RESOURCE_NOT_FOUND');
  });
});
