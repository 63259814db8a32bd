import { Logger } from '@nestjs/common';
import { ProviderUnavailableError } from '../../../domain/payment.errors';
import {
  CreateOrderInput,
  CreateSubscriptionInput,
  PaymentProvider,
  ProviderNotification,
  ProviderOrder,
} from '../../../application/ports/payment-provider.port';
import {
  fromOrder,
  fromSubscription,
  isAlreadyCaptured,
  notificationOf,
  orderRequest,
  PaypalErrorJson,
  PaypalOrderJson,
  PaypalWebhookEventJson,
  subscriptionRequest,
  verificationRequest,
} from './paypal.mapper';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  apiBase: string;
  /** The webhook's id at PayPal (signature verification); unset: notifications are refused. */
  webhookId?: string;
  /** Plan id per subscription level (1 silver, 2 gold, 3 platinum). */
  planIds: Record<number, string>;
  publicUrl: string;
}

type Fetch = typeof fetch;

class PaypalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`PayPal answered ${status}`);
  }
}

/**
 * PayPal Orders v2 (one-time packages) and Subscriptions v1 (tiers) over HTTPS, with an OAuth client-credentials
 * token cached until shortly before it expires. Request bodies and answers are mapped in `paypal.mapper.ts`.
 */
export class PaypalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal';
  private readonly logger = new Logger('PayPal');
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly settings: PaypalSettings,
    private readonly http: Fetch = fetch,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return fromOrder(
      await this.call<PaypalOrderJson>(
        'POST',
        '/v2/checkout/orders',
        orderRequest(input, this.settings.publicUrl),
        `order-${input.paymentId}`,
      ),
    );
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderOrder> {
    const planId = this.settings.planIds[input.level];
    if (!planId) throw new ProviderUnavailableError(`no PayPal plan configured for subscription level ${input.level}`);
    const body = subscriptionRequest(input, planId, this.settings.publicUrl);
    return fromSubscription(await this.call<PaypalOrderJson>('POST', '/v1/billing/subscriptions', body, `subscription-${input.paymentId}`));
  }

  async getOrder(providerId: string): Promise<ProviderOrder> {
    return fromOrder(await this.call<PaypalOrderJson>('GET', `/v2/checkout/orders/${encodeURIComponent(providerId)}`));
  }

  async captureOrder(providerId: string, paymentId: string): Promise<ProviderOrder> {
    try {
      return fromOrder(
        await this.call<PaypalOrderJson>(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(providerId)}/capture`,
          {},
          `capture-${paymentId}`,
        ),
      );
    } catch (error) {
      if (error instanceof PaypalHttpError && isAlreadyCaptured(error.body as PaypalErrorJson)) return this.getOrder(providerId);
      throw this.unavailable(error);
    }
  }

  async getSubscription(providerId: string): Promise<ProviderOrder> {
    return fromSubscription(await this.call<PaypalOrderJson>('GET', `/v1/billing/subscriptions/${encodeURIComponent(providerId)}`));
  }

  async cancelSubscription(providerId: string, reason: string): Promise<void> {
    await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(providerId)}/cancel`, { reason: reason.slice(0, 128) });
  }

  async parseNotification(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<ProviderNotification | null> {
    if (!this.settings.webhookId) {
      this.logger.warn('PayPal notification refused: PAYPAL_WEBHOOK_ID is not set');
      return null;
    }
    const verdict = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      verificationRequest(headers, this.settings.webhookId, body),
    );
    if (verdict.verification_status !== 'SUCCESS') return null;
    return notificationOf(body as PaypalWebhookEventJson);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    let res: Response;
    try {
      res = await this.http(`${this.settings.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: 'grant_type=client_credentials',
      });
    } catch (error) {
      throw this.unavailable(error);
    }
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !json.access_token) throw new ProviderUnavailableError(`authentication failed (${res.status})`);
    this.token = { value: json.access_token, until: this.now() + Math.max(0, (json.expires_in ?? 0) - 60) * 1000 };
    return json.access_token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const token = await this.accessToken();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    let res: Response;
    try {
      res = await this.http(`${this.settings.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw this.unavailable(error);
    }
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : {};
    if (!res.ok) {
      const err = new PaypalHttpError(res.status, json);
      if (path.endsWith('/capture')) throw err;
      throw this.unavailable(err);
    }
    return json as T;
  }

  private unavailable(error: unknown): ProviderUnavailableError {
    if (error instanceof ProviderUnavailableError) return error;
    const detail =
      error instanceof PaypalHttpError
        ? `${error.status} ${(error.body as PaypalErrorJson)?.name ?? ''}`.trim()
        : String((error as Error)?.message ?? error);
    this.logger.warn(`PayPal call failed: ${detail}`);
    return new ProviderUnavailableError(detail);
  }
}
