import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PAYMENT_ROUTES, PAYMENT_STATUS as S, PaymentLinkDto } from '@grimhunt/contracts';
import { CLOCK, Clock, rowsOf } from '@grimhunt/api-kernel';
import { OrderExpiredError, PaymentNotFoundError } from '../../../domain/payment.errors';
import { isApprovable } from '../../../domain/payment-status';
import {
  CreateOrderInput,
  CreateSubscriptionInput,
  PaymentProvider,
  ProviderNotification,
  ProviderOrder,
} from '../../../application/ports/payment-provider.port';

export interface SandboxOrder {
  id: string;
  kind: 'order' | 'subscription';
  paymentId: string;
  status: string;
  usdCents: number;
  description: string;
  returnPath: string;
  cancelPath: string;
  createdAt: Date;
  ownerKeyHash: string | null;
}

interface SandboxSqlRow {
  id: string;
  kind: 'order' | 'subscription';
  payment_id: string;
  status: string;
  usd_cents: number;
  description: string;
  return_path: string;
  cancel_path: string;
  created_at: Date;
  owner_key_hash: string | null;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Whether `key` is the order's owner key: the approval page and its buttons belong to the player who opened the
 * order (the key is only in the links of that player's own payment), not to whoever learns the order id.
 */
export function isOwnerKey(order: SandboxOrder, key: unknown): boolean {
  if (!order.ownerKeyHash || typeof key !== 'string' || key.length < 16 || key.length > 100) return false;
  const given = Buffer.from(keyHash(key), 'hex');
  const stored = Buffer.from(order.ownerKeyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const toOrder = (r: SandboxSqlRow): SandboxOrder => ({
  id: r.id,
  kind: r.kind,
  paymentId: r.payment_id,
  status: r.status,
  usdCents: r.usd_cents,
  description: r.description,
  returnPath: r.return_path,
  cancelPath: r.cancel_path,
  createdAt: new Date(r.created_at),
  ownerKeyHash: r.owner_key_hash?.trim() ?? null,
});

export const SANDBOX_PROVIDER_NAME = 'sandbox';

/** The sandbox's approval page of an order (same origin as the player app; no app key needed). */
export function sandboxApprovePath(orderId: string, ownerKey?: string): string {
  const path = `/api/${PAYMENT_ROUTES.base}/${PAYMENT_ROUTES.sandboxPage.replace(':orderId', encodeURIComponent(orderId))}`;
  return ownerKey ? `${path}?key=${encodeURIComponent(ownerKey)}` : path;
}

/**
 * The default provider: plays PayPal's part with rows in `sandbox_order` (so every API process sees the same
 * orders), a local approval page instead of PayPal's, and no money. Orders go CREATED -> APPROVED -> COMPLETED
 * (capture), subscriptions APPROVAL_PENDING -> ACTIVE and stay ACTIVE (each month "renews") until cancelled.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return this.create('order', input);
  }

  createSubscription(input: CreateSubscriptionInput): Promise<ProviderOrder> {
    return this.create('subscription', input);
  }

  async getOrder(providerId: string): Promise<ProviderOrder> {
    return this.view(await this.require(providerId));
  }

  async captureOrder(providerId: string): Promise<ProviderOrder> {
    await this.dataSource.query(
      `UPDATE sandbox_order SET status = '${S.completed}', updated_at = $2 WHERE id = $1 AND kind = 'order' AND status = '${S.approved}'`,
      [providerId, this.clock.now()],
    );
    return this.getOrder(providerId);
  }

  getSubscription(providerId: string): Promise<ProviderOrder> {
    return this.getOrder(providerId);
  }

  async cancelSubscription(providerId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sandbox_order SET status = '${S.cancelled}', updated_at = $2
        WHERE id = $1 AND kind = 'subscription' AND status IN ('${S.approvalPending}', '${S.approved}', '${S.active}', '${S.suspended}')`,
      [providerId, this.clock.now()],
    );
  }

  /** Sandbox notifications come from the sandbox itself (approval page, resend button): `{ id, event_type, resource: { id } }`. */
  async parseNotification(_headers: Record<string, string | string[] | undefined>, body: unknown): Promise<ProviderNotification | null> {
    const b = body as { id?: unknown; event_type?: unknown; resource?: { id?: unknown } } | null;
    if (!b || typeof b.id !== 'string' || typeof b.event_type !== 'string' || typeof b.resource?.id !== 'string') return null;
    return { eventId: b.id, eventType: b.event_type, resourceId: b.resource.id };
  }

  // ---- the sandbox's own side (its approval page) ---------------------------------------------------------------

  async find(orderId: string): Promise<SandboxOrder | null> {
    const rows: SandboxSqlRow[] = await this.dataSource.query(`SELECT * FROM sandbox_order WHERE id = $1`, [orderId]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** The payer approves: an order within 24 h of creation becomes APPROVED, a subscription ACTIVE. Repeats are harmless. */
  async approve(orderId: string): Promise<SandboxOrder> {
    const order = await this.require(orderId);
    const now = this.clock.now();
    const target = order.kind === 'order' ? S.approved : S.active;
    if (order.status === target || order.status === S.completed) return order;
    if (!isApprovable(order.status, order.createdAt, now)) throw new OrderExpiredError();
    const rows = rowsOf<SandboxSqlRow>(
      await this.dataSource.query(`UPDATE sandbox_order SET status = $2, updated_at = $3 WHERE id = $1 AND status = $4 RETURNING *`, [
        orderId,
        target,
        now,
        order.status,
      ]),
    );
    return rows[0] ? toOrder(rows[0]) : this.require(orderId);
  }

  /** The payer cancels on the approval page: the order is VOIDED, the subscription CANCELLED (if still pending). */
  async cancel(orderId: string): Promise<SandboxOrder> {
    const order = await this.require(orderId);
    const target = order.kind === 'order' ? S.voided : S.cancelled;
    const from = order.kind === 'order' ? [S.created, S.approved] : [S.approvalPending];
    await this.dataSource.query(`UPDATE sandbox_order SET status = $2, updated_at = $3 WHERE id = $1 AND status = ANY($4)`, [
      orderId,
      target,
      this.clock.now(),
      from,
    ]);
    return this.require(orderId);
  }

  /** The notification the sandbox "sends" for the order's current state (same event id for the same state). */
  notificationOf(order: SandboxOrder): ProviderNotification {
    const type = order.kind === 'order' ? `CHECKOUT.ORDER.${order.status}` : `BILLING.SUBSCRIPTION.${order.status}`;
    return { eventId: `WH-${order.id}-${order.status}`, eventType: type, resourceId: order.id };
  }

  private async create(kind: 'order' | 'subscription', input: CreateOrderInput): Promise<ProviderOrder> {
    const id = `${kind === 'order' ? 'SBO' : 'SBS'}-${randomBytes(10).toString('hex').toUpperCase()}`;
    const ownerKey = randomBytes(18).toString('base64url');
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO sandbox_order (id, kind, payment_id, status, usd_cents, description, return_path, cancel_path, created_at, updated_at, owner_key_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
      [
        id,
        kind,
        input.paymentId,
        kind === 'order' ? S.created : S.approvalPending,
        input.usdCents,
        input.description.slice(0, 200),
        input.returnPath,
        input.cancelPath,
        now,
        keyHash(ownerKey),
      ],
    );
    return this.view(await this.require(id), ownerKey);
  }

  private async require(orderId: string): Promise<SandboxOrder> {
    const order = await this.find(orderId);
    if (!order) throw new PaymentNotFoundError();
    return order;
  }

  /** Links of the order; only the answer to its owner's create call carries the owner key. */
  private view(order: SandboxOrder, ownerKey?: string): ProviderOrder {
    const links: PaymentLinkDto[] = [{ rel: 'self', href: sandboxApprovePath(order.id), method: 'GET' }];
    if (order.status === S.created || order.status === S.approvalPending)
      links.push({ rel: 'approve', href: sandboxApprovePath(order.id, ownerKey), method: 'GET' });
    return { providerId: order.id, status: order.status, links };
  }
}
