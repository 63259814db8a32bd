import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYMENT_ROUTES } from '@grimhunt/contracts';
import { Public } from '@grimhunt/api-kernel';
import { HandleNotificationHandler } from '../../application/commands/handle-notification/handle-notification.handler';
import { PAYMENT_PROVIDER, PaymentProvider } from '../../application/ports/payment-provider.port';

/**
 * `POST /api/payment/notify/paypal`: PayPal's webhook (registered only with PAYMENT_PROVIDER=paypal). The signature
 * is verified at PayPal; the event is then only a hint to refresh the payment. Always 200 for events we read, so
 * PayPal stops retrying; unverified calls get 400.
 */
@ApiTags('payment')
@Controller(PAYMENT_ROUTES.base)
export class PaypalWebhookController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly notifications: HandleNotificationHandler,
  ) {}

  @Post(PAYMENT_ROUTES.notify.replace(':provider', 'paypal'))
  @HttpCode(200)
  @Public()
  async notify(@Headers() headers: Record<string, string>, @Body() body: unknown): Promise<{ received: boolean }> {
    const notification = await this.provider.parseNotification(headers, body);
    if (!notification) return { received: false };
    return { received: await this.notifications.execute(notification) };
  }
}
