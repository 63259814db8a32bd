import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAYMENT_ROUTES } from '@grimhunt/contracts';
import { CLOCK, Clock, Public } from '@grimhunt/api-kernel';
import { Inject } from '@nestjs/common';
import { HandleNotificationHandler } from '../../application/commands/handle-notification/handle-notification.handler';
import { isApprovable } from '../../domain/payment-status';
import { SandboxPaymentProvider } from '../providers/sandbox/sandbox-payment.provider';
import { sandboxPage } from '../providers/sandbox/sandbox-page';

interface Reply {
  code(status: number): Reply;
  header(name: string, value: string): Reply;
  type(contentType: string): Reply;
  send(body?: unknown): void;
}

/**
 * The sandbox provider's checkout, served by the API (registered only with PAYMENT_PROVIDER=sandbox). Open without a
 * token, like PayPal's page: the order id (80 random bits) is the secret. After Approve or Cancel the sandbox
 * notifies the API as a provider would (a webhook), then sends the browser back to `/shopcallback/{paymentId}`.
 */
@ApiExcludeController()
@Controller(PAYMENT_ROUTES.base)
export class SandboxController {
  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    private readonly notifications: HandleNotificationHandler,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(PAYMENT_ROUTES.sandboxPage)
  @Public()
  async page(@Param('orderId') orderId: string, @Res() reply: Reply): Promise<void> {
    const order = await this.sandbox.find(orderId);
    if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such sandbox order');
    const approvable = isApprovable(order.status, order.createdAt, this.clock.now());
    reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(sandboxPage(order, approvable));
  }

  @Post(PAYMENT_ROUTES.sandboxApprove)
  @Public()
  async approve(@Param('orderId') orderId: string, @Res() reply: Reply): Promise<void> {
    const order = await this.sandbox.approve(orderId);
    await this.notifications.execute(this.sandbox.notificationOf(order));
    reply.code(303).header('location', order.returnPath).send();
  }

  @Post(PAYMENT_ROUTES.sandboxCancel)
  @Public()
  async cancel(@Param('orderId') orderId: string, @Res() reply: Reply): Promise<void> {
    const order = await this.sandbox.cancel(orderId);
    await this.notifications.execute(this.sandbox.notificationOf(order));
    reply.code(303).header('location', order.returnPath).send();
  }

  /** Sends the order's current notification again, as a provider retrying its webhook does (same event id). */
  @Post(`${PAYMENT_ROUTES.sandboxPage}/notify`)
  @HttpCode(200)
  @Public()
  async notify(@Param('orderId') orderId: string): Promise<{ received: boolean }> {
    const order = await this.sandbox.find(orderId);
    if (!order) return { received: false };
    return { received: await this.notifications.execute(this.sandbox.notificationOf(order)) };
  }
}
