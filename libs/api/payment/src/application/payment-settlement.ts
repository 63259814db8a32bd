import { Inject, Injectable, Logger } from '@nestjs/common';
import { nameChangeWish, PAYMENT_STATUS, SUPPORT_EMAIL } from '@grimhunt/contracts';
import { afterCommit, CLOCK, Clock, METRICS, metricLabel, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InventoryFacade, LockedPlayer, PlayerLock } from '@grimhunt/api-economy';
import { nameChangeNote, nameChangeReceipt } from '../domain/name-change';
import { advance, isPaid, needsCapture } from '../domain/payment-status';
import { firstOfNextMonth, patreonTypeFor, periodKey, periodOf } from '../domain/subscription-rules';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderNotification } from './ports/payment-provider.port';
import { PAYMENT_STORE, PaymentRow, PaymentStore, SubscriptionRow } from './ports/payment.store.port';
import { PLAYER_ACCOUNTS, PlayerAccounts, QueuedMailRef } from './ports/player-accounts.port';

export const LEDGER_REASON = 'payment';

/**
 * Brings a payment up to date with its provider and delivers the package EXACTLY ONCE. Every path that learns about
 * a payment (the callback page's poll, the provider's notification, the sandbox approval) comes here, in any order
 * and in parallel: the provider is asked first (outside any transaction), then one transaction locks the recipient's
 * user row, then the payment row, moves the status forward only, and flips `completed` with a conditional UPDATE;
 * only the caller that flipped it adds the items (ledger reason 'payment'), so a race delivers once.
 *
 * The tier rule holds at settlement too, not only when an order is created: a subscription that would make a second
 * active one of the same (or a lower) tier for the recipient is refused here (CANCELLED, nothing delivered, stopped
 * at the provider), and the database's unique index `subscription_one_active_per_tier` backs that up.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger('PaymentSettlement');

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PLAYER_ACCOUNTS) private readonly accounts: PlayerAccounts,
    private readonly players: PlayerLock,
    private readonly inventory: InventoryFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Asks the provider where the payment stands (capturing an approved order) and settles; answers the new row. */
  async refresh(payment: PaymentRow, notification?: ProviderNotification): Promise<PaymentRow> {
    if (!payment.providerId) return payment;
    if (payment.completed && payment.kind === 'order' && !notification) return payment;
    let reported =
      payment.kind === 'order' ? await this.provider.getOrder(payment.providerId) : await this.provider.getSubscription(payment.providerId);
    if (needsCapture(payment.kind, reported.status)) reported = await this.provider.captureOrder(payment.providerId, payment.id);
    return this.settle(payment.id, reported.status, notification);
  }

  /**
   * One transaction: user row, payment row, status, delivery. With a notification, its event id is recorded first;
   * a duplicate changes nothing.
   */
  async settle(paymentId: string, reportedStatus: string, notification?: ProviderNotification): Promise<PaymentRow> {
    const now = this.clock.now();
    const replaced: SubscriptionRow[] = [];
    const receipts: QueuedMailRef[] = [];
    let refused: PaymentRow | null = null;
    const row = await this.uow.run(async (tx) => {
      // The unit of work may run this again after a deadlock or serialization failure: start from nothing.
      replaced.length = 0;
      receipts.length = 0;
      refused = null;
      const peek = await this.store.find(paymentId, tx);
      if (!peek) return null;
      const recipient = await this.players.lock(tx, peek.recipientId);
      const payment = (await this.store.lock(tx, paymentId))!;
      if (notification) {
        const fresh = await this.store.recordNotification(tx, { provider: this.provider.name, ...notification }, now);
        if (!fresh) return payment;
      }
      const status = advance(payment.status, reportedStatus);
      if (status !== payment.status) await this.store.setStatus(tx, payment.id, status);
      if (
        isPaid(payment.kind, status) &&
        !payment.completed &&
        payment.kind === 'subscription' &&
        (await this.store.activeLevel(payment.recipientId, now, tx)) >= payment.subscriptionLevel
      ) {
        await this.store.setStatus(tx, payment.id, PAYMENT_STATUS.cancelled);
        refused = payment;
        return this.store.find(payment.id, tx);
      }
      if (isPaid(payment.kind, status) && !payment.completed && (await this.store.markCompleted(tx, payment.id, now))) {
        afterCommit(tx, () => METRICS.payments.inc({ kind: metricLabel(payment.kind) }));
        if (payment.kind === 'subscription') replaced.push(...(await this.activate(tx, payment, now)));
        await this.deliver(tx, recipient, payment.items, `payment:${payment.id}`);
        const wish = payment.kind === 'order' ? nameChangeWish(payment.additionalInfo) : null;
        if (wish) {
          const receipt = await this.changeName(tx, payment, wish, now);
          if (receipt) receipts.push(receipt);
        }
      }
      if (payment.kind === 'subscription' && payment.completed && status !== payment.status && status !== 'ACTIVE') {
        await this.endAtProvider(tx, payment.id, status);
      }
      return this.store.find(payment.id, tx);
    });
    // An upgrade replaces the lower tier: stop its renewals at the provider (best effort, after the commit).
    for (const sub of replaced) {
      if (sub.providerId) {
        await this.provider
          .cancelSubscription(sub.providerId, 'Upgraded to a higher tier')
          .catch((error) =>
            this.logger.warn(`could not cancel replaced subscription ${sub.id} at the provider: ${error?.message ?? error}`),
          );
      }
    }
    const duplicate = refused as PaymentRow | null;
    if (duplicate?.providerId) {
      this.logger.warn(
        `payment ${duplicate.id}: the recipient already has an active subscription of this tier; refused, cancelled at the provider (refund the first charge if the provider took one)`,
      );
      await this.provider
        .cancelSubscription(duplicate.providerId, 'Duplicate subscription of an active tier')
        .catch((error) =>
          this.logger.warn(`could not cancel duplicate subscription ${duplicate.id} at the provider: ${error?.message ?? error}`),
        );
    }
    for (const receipt of receipts) await this.accounts.sendQueuedMail(receipt);
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    return row;
  }

  /** In the completing transaction: renames the buyer (or notes why not) and queues the receipt. */
  private async changeName(tx: Tx, payment: PaymentRow, wish: string, now: Date): Promise<QueuedMailRef | null> {
    const renamed = await this.accounts.rename(tx, payment.userId, wish);
    const note = nameChangeNote(renamed.result, wish);
    if (note) {
      await this.store.setNote(tx, payment.id, note);
      this.logger.warn(`payment ${payment.id}: name change to ${wish} not applied (${renamed.result}); refund or pick another name`);
    }
    const receipt = nameChangeReceipt({
      packageName: payment.packageName,
      usdCents: payment.usdCents,
      paymentId: payment.id,
      providerId: payment.providerId,
      completedAt: now,
      oldName: renamed.oldName,
      newName: wish,
      result: renamed.result,
      supportEmail: SUPPORT_EMAIL,
    });
    return this.accounts.queueMail(tx, payment.userId, receipt);
  }

  /** Adds the items in the caller's transaction (the recipient locked by PlayerLock); items gone from the catalogue are skipped. */
  async deliver(tx: Tx, player: LockedPlayer, items: readonly { itemId: string; amount: number }[], reference: string): Promise<void> {
    for (const { itemId, amount } of [...items].sort((a, b) => a.itemId.localeCompare(b.itemId))) {
      if (!(await this.catalogue.item(itemId))) {
        this.logger.warn(`${reference}: item ${itemId} is no longer in the catalogue; not delivered`);
        continue;
      }
      await this.inventory.addItem(tx, player, itemId, amount, LEDGER_REASON, reference);
    }
  }

  /** The subscription starts now, paid until the 1st of next month; lower tiers of the recipient are replaced. */
  private async activate(tx: Tx, payment: PaymentRow, now: Date): Promise<SubscriptionRow[]> {
    const lower = (await this.store.activeSubscriptions(payment.recipientId, now, tx)).filter((s) => s.level < payment.subscriptionLevel);
    for (const sub of lower) await this.store.endSubscription(tx, sub.id, 'REPLACED', now);
    const id = payment.id; // one subscription per payment: same id keeps references readable
    await this.store.insertSubscription(tx, {
      id,
      userId: payment.recipientId,
      paymentId: payment.id,
      level: payment.subscriptionLevel,
      status: 'ACTIVE',
      startedAt: now,
      paidUntil: firstOfNextMonth(now),
    });
    await this.store.recordDelivery(tx, id, periodKey(periodOf(now)), now);
    await this.accounts.setSubscriberPatreonType(
      tx,
      payment.recipientId,
      patreonTypeFor(await this.store.activeLevel(payment.recipientId, now, tx)),
    );
    return lower.filter((s) => s.status === 'ACTIVE');
  }

  /** The provider ended a running subscription (cancelled, suspended, expired): it runs out at the paid date. */
  private async endAtProvider(tx: Tx, paymentId: string, status: string): Promise<void> {
    const sub = await this.store.subscriptionOfPayment(paymentId, tx);
    if (!sub || sub.status !== 'ACTIVE') return;
    await this.store.endSubscription(tx, sub.id, 'CANCELLED', null);
    this.logger.log(`subscription ${sub.id} ${status} at the provider; active until ${sub.paidUntil.toISOString()}`);
  }
}
