import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAYMENT_ROUTES } from '@grimhunt/contracts';
import { CLOCK, Clock, Public } from '@grimhunt/api-kernel';
import { Inject } from '@nestjs/common';
import { HandleNotificationHandler } from '../../application/commands/handle-notification/handle-notification.handler';
import { isApprovable } from '../../domain/payment-status';
import { isOwnerKey, SandboxOrder, SandboxPaymentProvider } from '../providers/sandbox/sandbox-payment.provider';
import { sandboxPage } from '../providers/sandbox/sandbox-page';

interface Reply {
  code(status: number): Reply;
  header(name: string, value: string): Reply;
  type(contentType: string): Reply;
  send(body?: unknown): void;
}

/**
 * The sandbox provider's checkout, served by the API (registered only with PAYMENT_PROVIDER=sandbox). Opened by a
 * browser navigation (no bearer token), so the page and its buttons need the order's owner key (`?key=`), which only
 * the links of the owner's own payment carry; the order id alone opens nothing. After Approve or Cancel the sandbox
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
  async page(@Param('orderId') orderId: string, @Query('key') key: unknown, @Res() reply: Reply): Promise<void> {
    const order = await this.owned(orderId, key, reply);
    if (!order) return;
    const approvable = isApprovable(order.status, order.createdAt, this.clock.now());
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(order, approvable, key as string));
  }

  @Post(PAYMENT_ROUTES.sandboxApprove)
  @Public()
  async approve(@Param('orderId') orderId: string, @Query('key') key: unknown, @Res() reply: Reply): Promise<void> {
    if (!(await this.owned(orderId, key, reply))) return;
    const order = await this.sandbox.approve(orderId);
    await this.notifications.execute(this.sandbox.notificationOf(order));
    reply.code(303).header('location', order.returnPath).send();
  }

  @Post(PAYMENT_ROUTES.sandboxCancel)
  @Public()
  async cancel(@Param('orderId') orderId: string, @Query('key') key: unknown, @Res() reply: Reply): Promise<void> {
    if (!(await this.owned(orderId, key, reply))) return;
    const order = await this.sandbox.cancel(orderId);
    await this.notifications.execute(this.sandbox.notificationOf(order));
    reply.code(303).header('location', order.returnPath).send();
  }

  /** The order, when `key` is its owner key; otherwise answers 404 (unknown) or 403 (not the owner's link). */
  private async owned(orderId: string, key: unknown, reply: Reply): Promise<SandboxOrder | null> {
    const order = await this.sandbox.find(orderId);
    if (!order) {
      reply.code(404).type('text/plain; charset=utf-8').send('There is no such sandbox order');
      return null;
    }
    if (!isOwnerKey(order, key)) {
      reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('This approval link belongs to another player. Open it from your own payment.');
      return null;
    }
    return order;
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
