import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_MESSAGES, PAYMENT_STATUS, SuccessMessageDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { NotASubscriptionError, NotCancellableError, PaymentNotFoundError } from '../../../domain/payment.errors';
import { advance } from '../../../domain/payment-status';
import { PaymentLookup } from '../../payment-lookup';
import { PAYMENT_PROVIDER, PaymentProvider } from '../../ports/payment-provider.port';
import { PAYMENT_STORE, PaymentStore } from '../../ports/payment.store.port';

/**
 * `POST /api/payment/CancelSubscription` (paymentId): the buyer stops the renewals. The provider is told first; the
 * subscription then stays active until the end of the paid month (the 1st of the next month).
 */
@Injectable()
export class CancelSubscriptionHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly lookup: PaymentLookup,
    private readonly players: PlayerLock,
  ) {}

  async execute(userId: string, paymentId: string | undefined): Promise<SuccessMessageDto> {
    const payment = await this.lookup.byAnyId(paymentId);
    if (!payment || payment.userId !== userId) throw new PaymentNotFoundError();
    if (payment.kind !== 'subscription') throw new NotASubscriptionError();
    const cancellable: string[] = [
      PAYMENT_STATUS.active,
      PAYMENT_STATUS.suspended,
      PAYMENT_STATUS.approvalPending,
      PAYMENT_STATUS.approved,
    ];
    if (!cancellable.includes(payment.status)) throw new NotCancellableError(payment.status);
    if (payment.providerId) await this.provider.cancelSubscription(payment.providerId, 'Cancelled by the player');
    await this.uow.run(async (tx) => {
      await this.players.lock(tx, payment.recipientId);
      const locked = await this.store.lock(tx, payment.id);
      if (!locked) return;
      const status = advance(locked.status, PAYMENT_STATUS.cancelled);
      if (status !== locked.status) await this.store.setStatus(tx, locked.id, status);
      const sub = await this.store.subscriptionOfPayment(locked.id, tx);
      if (sub?.status === 'ACTIVE') await this.store.endSubscription(tx, sub.id, 'CANCELLED', null);
    });
    return { success: true, message: PAYMENT_MESSAGES.cancelled };
  }
}
