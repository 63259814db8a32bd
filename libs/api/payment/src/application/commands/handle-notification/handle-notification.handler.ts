import { Inject, Injectable, Logger } from '@nestjs/common';
import { PaymentSettlement } from '../../payment-settlement';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderNotification } from '../../ports/payment-provider.port';
import { PAYMENT_STORE, PaymentStore } from '../../ports/payment.store.port';

/**
 * A provider notification (webhook). It is a hint, never trusted for its content: the payment is refreshed from the
 * provider. Its event id is recorded in the settling transaction, so a repeated notification changes nothing.
 */
@Injectable()
export class HandleNotificationHandler {
  private readonly logger = new Logger('PaymentNotifications');

  constructor(
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
  ) {}

  /** Answers true when the notification belonged to a known payment. */
  async execute(notification: ProviderNotification): Promise<boolean> {
    const payment = await this.store.findByProviderId(this.provider.name, notification.resourceId);
    if (!payment) {
      this.logger.warn(`notification ${notification.eventId} (${notification.eventType}) for unknown ${notification.resourceId}`);
      return false;
    }
    await this.settlement.refresh(payment, notification);
    return true;
  }
}
