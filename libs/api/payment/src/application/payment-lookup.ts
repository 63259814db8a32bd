import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@grimhunt/api-kernel';
import { PaymentNotFoundError } from '../domain/payment.errors';
import { PAYMENT_PROVIDER, PaymentProvider } from './ports/payment-provider.port';
import { PAYMENT_STORE, PaymentRow, PaymentStore } from './ports/payment.store.port';

/** Finds a player's payment by our id or the provider's id; someone else's payment is "not found". */
@Injectable()
export class PaymentLookup {
  constructor(
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async byAnyId(id: string | undefined): Promise<PaymentRow | null> {
    const key = (id ?? '').trim();
    if (!key || key.length > 128) return null;
    if (isUuid(key)) {
      const own = await this.store.find(key);
      if (own) return own;
    }
    return this.store.findByProviderId(this.provider.name, key);
  }

  /** CheckOnPayment: `paymentId` (ours or the provider's), else `packageId` (a payment id, or the newest payment of that package). */
  async ofPlayer(userId: string, ids: { paymentId?: string; packageId?: string }): Promise<PaymentRow> {
    let payment = await this.byAnyId(ids.paymentId);
    if (!payment && ids.packageId) {
      payment = await this.byAnyId(ids.packageId);
      if (!payment && isUuid(ids.packageId.trim())) payment = (await this.store.listOfBuyer(userId, ids.packageId.trim()))[0] ?? null;
    }
    if (!payment || (payment.userId !== userId && payment.recipientId !== userId)) throw new PaymentNotFoundError();
    return payment;
  }
}
