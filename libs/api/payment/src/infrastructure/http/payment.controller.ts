import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CheckOnPaymentResultDto, PAYMENT_ROUTES, PaymentDto, SuccessMessageDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, ForbiddenError, LegacyShape, Player } from '@grimhunt/api-kernel';
import { CancelSubscriptionHandler } from '../../application/commands/cancel-subscription/cancel-subscription.handler';
import { CheckPaymentHandler } from '../../application/commands/check-payment/check-payment.handler';
import { CreatePaymentCommand } from '../../application/commands/create-payment/create-payment.command';
import { CreatePaymentHandler } from '../../application/commands/create-payment/create-payment.handler';
import { ListPaymentsHandler } from '../../application/queries/list-payments/list-payments.handler';
import { InvalidPaymentRequestError } from '../../domain/payment.errors';
import { CheckOnPaymentRequest, CreatePaymentRequest, PackageIdRequest, PaymentIdRequest, UserIdRequest } from './payment.requests';

/** `POST /api/payment/*`: bodies as JSON or form; answers 200. */
@ApiTags('payment')
@Controller(PAYMENT_ROUTES.base)
export class PaymentController {
  private readonly logger = new Logger('PaymentController');

  constructor(
    private readonly create: CreatePaymentHandler,
    private readonly check: CheckPaymentHandler,
    private readonly cancel: CancelSubscriptionHandler,
    private readonly list: ListPaymentsHandler,
  ) {}

  @Post(PAYMENT_ROUTES.create)
  @HttpCode(200)
  @Player()
  buy(@CurrentUser() user: AuthUser, @Body() body: CreatePaymentRequest): Promise<PaymentDto> {
    return this.create.execute(new CreatePaymentCommand(user.id, body.packageId, body.additionalInfo ?? ''));
  }

  /** The caller's payments (an admin may name another user). */
  @Post(PAYMENT_ROUTES.getByUserId)
  @HttpCode(200)
  @Player()
  byUser(@CurrentUser() user: AuthUser, @Body() body: UserIdRequest): Promise<PaymentDto[]> {
    const userId = body?.userId || user.id;
    if (userId !== user.id && user.role !== 'admin') throw new ForbiddenError('You can only see your own payments', 'PAYMENT.FORBIDDEN');
    return this.list.execute(userId);
  }

  @Post(PAYMENT_ROUTES.checkOnPayment)
  @HttpCode(200)
  @Player()
  checkOnPayment(@CurrentUser() user: AuthUser, @Body() body: CheckOnPaymentRequest): Promise<CheckOnPaymentResultDto> {
    if (!body?.paymentId && !body?.packageId) throw new InvalidPaymentRequestError('paymentId or packageId is required');
    return this.check.execute(user.id, { paymentId: body.paymentId, packageId: body.packageId });
  }

  @Post(PAYMENT_ROUTES.cancelSubscription)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  cancelSubscription(@CurrentUser() user: AuthUser, @Body() body: PaymentIdRequest): Promise<SuccessMessageDto> {
    if (!body?.paymentId) throw new InvalidPaymentRequestError('paymentId is required');
    return this.cancel.execute(user.id, body.paymentId);
  }

  @Post(PAYMENT_ROUTES.paymentsOfPackage)
  @HttpCode(200)
  @Player()
  paymentsOfPackage(@CurrentUser() user: AuthUser, @Body() body: PackageIdRequest): Promise<PaymentDto[]> {
    if (!body?.packageId) throw new InvalidPaymentRequestError('packageId is required');
    return this.list.execute(user.id, body.packageId);
  }

  /** 0 none, 1 silver, 2 gold, 3 platinum; -1 when it cannot be told. */
  @Post(PAYMENT_ROUTES.activeSubscriptionType)
  @HttpCode(200)
  @Player()
  async activeSubscriptionType(@CurrentUser() user: AuthUser): Promise<number> {
    try {
      return await this.list.activeLevel(user.id);
    } catch (error) {
      this.logger.warn(`GetActiveSubscriptionType failed: ${error?.message ?? error}`);
      return -1;
    }
  }
}
