import { Inject, Injectable } from '@nestjs/common';
import { PaymentDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { effectiveStatus } from '../../../domain/payment-status';
import { toPaymentDto } from '../../payment.presenter';
import { PAYMENT_STORE, PaymentStore } from '../../ports/payment.store.port';

/** `GetByUserId` and `GetPaymentsOfPremiumPackage`: the caller's own payments, newest first. */
@Injectable()
export class ListPaymentsHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
  ) {}

  async execute(userId: string, packageId?: string): Promise<PaymentDto[]> {
    const now = this.clock.now();
    const rows = await this.store.listOfBuyer(userId, packageId);
    return rows.map((row) => toPaymentDto(row, effectiveStatus(row.status, row.createdAt, now)));
  }

  async activeLevel(userId: string): Promise<number> {
    return this.store.activeLevel(userId, this.clock.now());
  }
}
