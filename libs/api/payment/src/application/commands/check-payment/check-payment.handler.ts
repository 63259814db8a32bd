import { Inject, Injectable } from '@nestjs/common';
import { CheckOnPaymentResultDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { effectiveStatus, isFailed } from '../../../domain/payment-status';
import { PaymentLookup } from '../../payment-lookup';
import { PaymentSettlement } from '../../payment-settlement';

/**
 * `POST /api/payment/CheckOnPayment`: the callback page's poll. Asks the provider (capturing an approved order) and
 * delivers when paid; the answer says whether the package is delivered and, in `status`, whether it failed.
 */
@Injectable()
export class CheckPaymentHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly lookup: PaymentLookup,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute(userId: string, ids: { paymentId?: string; packageId?: string }): Promise<CheckOnPaymentResultDto> {
    let payment = await this.lookup.ofPlayer(userId, ids);
    const now = this.clock.now();
    if (!payment.completed && !isFailed(effectiveStatus(payment.status, payment.createdAt, now))) {
      payment = await this.settlement.refresh(payment);
    }
    return {
      completed: payment.completed,
      additionalInfo: payment.additionalInfo,
      status: effectiveStatus(payment.status, payment.createdAt, now),
      id: payment.id,
      paymentId: payment.providerId ?? '',
      note: payment.note ?? null,
    };
  }
}
