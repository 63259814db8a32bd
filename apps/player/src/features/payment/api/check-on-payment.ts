import { PAYMENT_ROUTES, type CheckOnPaymentResultDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/** POST /api/payment/CheckOnPayment (form paymentId): delivered yet? */
export function checkOnPayment(paymentId: string): Promise<CheckOnPaymentResultDto> {
  return api.postForm<CheckOnPaymentResultDto>(apiPath(PAYMENT_ROUTES.base, PAYMENT_ROUTES.checkOnPayment), { paymentId });
}
