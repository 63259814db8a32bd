import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentLinkDto } from '@grimhunt/contracts';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { NotificationRecord, PaymentRow, PaymentStore, SubscriptionRow } from '../../application/ports/payment.store.port';

interface PaymentSqlRow {
  id: string;
  user_id: string;
  recipient_id: string;
  package_id: string;
  package_name: string;
  kind: 'order' | 'subscription';
  subscription_level: number;
  upgrade_from_level: number;
  usd_cents: number;
  items: { itemId: string; amount: number }[];
  additional_info: string;
  provider: string;
  provider_id: string | null;
  status: string;
  links: PaymentLinkDto[];
  completed: boolean;
  created_at: Date;
  completed_at: Date | null;
  note: string | null;
}

interface SubscriptionSqlRow {
  id: string;
  user_id: string;
  payment_id: string;
  level: number;
  status: SubscriptionRow['status'];
  started_at: Date;
  paid_until: Date;
  provider: string;
  provider_id: string | null;
}

const toPayment = (r: PaymentSqlRow): PaymentRow => ({
  id: r.id,
  userId: r.user_id,
  recipientId: r.recipient_id,
  packageId: r.package_id,
  packageName: r.package_name,
  kind: r.kind,
  subscriptionLevel: r.subscription_level,
  upgradeFromLevel: r.upgrade_from_level,
  usdCents: r.usd_cents,
  items: r.items ?? [],
  additionalInfo: r.additional_info,
  provider: r.provider,
  providerId: r.provider_id,
  status: r.status,
  links: r.links ?? [],
  completed: r.completed,
  createdAt: new Date(r.created_at),
  completedAt: r.completed_at ? new Date(r.completed_at) : null,
  note: r.note ?? null,
});

const toSubscription = (r: SubscriptionSqlRow): SubscriptionRow => ({
  id: r.id,
  userId: r.user_id,
  paymentId: r.payment_id,
  level: r.level,
  status: r.status,
  startedAt: new Date(r.started_at),
  paidUntil: new Date(r.paid_until),
  provider: r.provider,
  providerId: r.provider_id,
});

const SUBSCRIPTION_COLUMNS = `s.id, s.user_id, s.payment_id, s.level, s.status, s.started_at, s.paid_until, p.provider, p.provider_id`;

/** Payments, subscriptions, deliveries and notifications in SQL (see PaymentStore). */
@Injectable()
export class TypeOrmPaymentStore implements PaymentStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async insert(row: PaymentRow): Promise<void> {
    await this.m().query(
      `INSERT INTO payment (id, user_id, recipient_id, package_id, package_name, kind, subscription_level, upgrade_from_level, usd_cents,
                            items, additional_info, provider, provider_id, status, links, completed, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, false, $16)`,
      [
        row.id,
        row.userId,
        row.recipientId,
        row.packageId,
        row.packageName,
        row.kind,
        row.subscriptionLevel,
        row.upgradeFromLevel,
        row.usdCents,
        JSON.stringify(row.items),
        row.additionalInfo,
        row.provider,
        row.providerId,
        row.status,
        JSON.stringify(row.links),
        row.createdAt,
      ],
    );
  }

  async attachProviderOrder(id: string, providerId: string, status: string, links: PaymentLinkDto[]): Promise<void> {
    // Spans players (payment): the provider's notifications and the renewal job find a payment by its id or the provider's id, before the player is known
    await this.m().query(`UPDATE payment SET provider_id = $2, status = $3, links = $4 WHERE id = $1`, [
      id,
      providerId,
      status,
      JSON.stringify(links),
    ]);
  }

  async find(id: string, tx?: Tx): Promise<PaymentRow | null> {
    const rows: PaymentSqlRow[] = await this.m(tx).query(`SELECT * FROM payment WHERE id = $1`, [id]);
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async findByProviderId(provider: string, providerId: string): Promise<PaymentRow | null> {
    const rows: PaymentSqlRow[] = await this.m().query(`SELECT * FROM payment WHERE provider = $1 AND provider_id = $2`, [
      provider,
      providerId,
    ]);
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async lock(tx: Tx, id: string): Promise<PaymentRow | null> {
    const rows: PaymentSqlRow[] = await unwrapTx(tx).query(`SELECT * FROM payment WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async listOfBuyer(userId: string, packageId?: string): Promise<PaymentRow[]> {
    const rows: PaymentSqlRow[] = packageId
      ? await this.m().query(`SELECT * FROM payment WHERE user_id = $1 AND package_id = $2 ORDER BY created_at DESC, id`, [
          userId,
          packageId,
        ])
      : await this.m().query(`SELECT * FROM payment WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500`, [userId]);
    return rows.map(toPayment);
  }

  async setNote(tx: Tx, id: string, note: string | null): Promise<void> {
    await unwrapTx(tx).query(`UPDATE payment SET note = $2 WHERE id = $1`, [id, note]);
  }

  async setStatus(tx: Tx, id: string, status: string): Promise<void> {
    await unwrapTx(tx).query(`UPDATE payment SET status = $2 WHERE id = $1`, [id, status]);
  }

  async markCompleted(tx: Tx, id: string, now: Date): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await unwrapTx(tx).query(`UPDATE payment SET completed = true, completed_at = $2 WHERE id = $1 AND NOT completed RETURNING id`, [
        id,
        now,
      ]),
    );
    return rows.length === 1;
  }

  async hasCompleted(recipientId: string, packageId: string, tx?: Tx): Promise<boolean> {
    const rows = await this.m(tx).query(`SELECT 1 FROM payment WHERE recipient_id = $1 AND package_id = $2 AND completed LIMIT 1`, [
      recipientId,
      packageId,
    ]);
    return rows.length > 0;
  }

  async recordNotification(tx: Tx, n: NotificationRecord, now: Date): Promise<boolean> {
    const rows = rowsOf<{ event_id: string }>(
      await unwrapTx(tx).query(
        `INSERT INTO payment_notification (provider, event_id, event_type, resource_id, received_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [n.provider, n.eventId.slice(0, 128), n.eventType.slice(0, 64), n.resourceId.slice(0, 128), now],
      ),
    );
    return rows.length === 1;
  }

  async activeLevel(userId: string, now: Date, tx?: Tx): Promise<number> {
    const rows: { level: number | null }[] = await this.m(tx).query(
      `SELECT max(level)::int AS level FROM subscription WHERE user_id = $1 AND status IN ('ACTIVE', 'CANCELLED') AND paid_until > $2`,
      [userId, now],
    );
    return rows[0]?.level ?? 0;
  }

  async activeSubscriptions(userId: string, now: Date, tx?: Tx): Promise<SubscriptionRow[]> {
    const rows: SubscriptionSqlRow[] = await this.m(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN payment p ON p.id = s.payment_id
        WHERE s.user_id = $1 AND s.status IN ('ACTIVE', 'CANCELLED') AND s.paid_until > $2 ORDER BY s.level DESC`,
      [userId, now],
    );
    return rows.map(toSubscription);
  }

  async subscriptionOfPayment(paymentId: string, tx?: Tx): Promise<SubscriptionRow | null> {
    // Spans players (subscription): the renewal and expiry jobs sweep every due subscription; the others find one by its id from a notification
    const rows: SubscriptionSqlRow[] = await this.m(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN payment p ON p.id = s.payment_id WHERE s.payment_id = $1`,
      [paymentId],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async insertSubscription(tx: Tx, row: Omit<SubscriptionRow, 'provider' | 'providerId'>): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO subscription (id, user_id, payment_id, level, status, started_at, paid_until) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, row.userId, row.paymentId, row.level, row.status, row.startedAt, row.paidUntil],
    );
  }

  async dueForRenewal(now: Date): Promise<SubscriptionRow[]> {
    const rows: SubscriptionSqlRow[] = await this.m().query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN payment p ON p.id = s.payment_id
        WHERE s.status = 'ACTIVE' AND s.paid_until <= $1 ORDER BY s.paid_until, s.id LIMIT 5000`,
      [now],
    );
    return rows.map(toSubscription);
  }

  async runOutDue(now: Date): Promise<SubscriptionRow[]> {
    const rows: SubscriptionSqlRow[] = await this.m().query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN payment p ON p.id = s.payment_id
        WHERE s.status = 'CANCELLED' AND s.paid_until <= $1 ORDER BY s.paid_until, s.id LIMIT 5000`,
      [now],
    );
    return rows.map(toSubscription);
  }

  async lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
    const rows: SubscriptionSqlRow[] = await unwrapTx(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN payment p ON p.id = s.payment_id WHERE s.id = $1 FOR UPDATE OF s`,
      [id],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async extendSubscription(tx: Tx, id: string, paidUntil: Date): Promise<void> {
    await unwrapTx(tx).query(`UPDATE subscription SET paid_until = $2 WHERE id = $1`, [id, paidUntil]);
  }

  async endSubscription(tx: Tx, id: string, status: 'CANCELLED' | 'REPLACED' | 'ENDED', endAt: Date | null): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE subscription SET status = $2, ended_at = $3,
              paid_until = CASE WHEN $3::timestamptz IS NULL THEN paid_until ELSE least(paid_until, $3::timestamptz) END
        WHERE id = $1`,
      [id, status, endAt],
    );
  }

  async recordDelivery(tx: Tx, subscriptionId: string, period: string, now: Date): Promise<boolean> {
    const rows = rowsOf<{ period: string }>(
      await unwrapTx(tx).query(
        `INSERT INTO subscription_delivery (subscription_id, period, delivered_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING period`,
        [subscriptionId, period, now],
      ),
    );
    return rows.length === 1;
  }
}
