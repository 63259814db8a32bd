import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_ROUTES, type CreatePaymentBody, type PaymentDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payment/ (packageId, additionalInfo): opens the order; the answer carries the approve link. */
export function createPayment(body: CreatePaymentBody): Promise<PaymentDto> {
  return api.post<PaymentDto>(`${apiPath(PAYMENT_ROUTES.base)}/`, { packageId: body.packageId, additionalInfo: body.additionalInfo ?? '' });
}

/** The provider's approval page of a payment (`rel: approve`). */
export function approveHref(payment: Pick<PaymentDto, 'paypalOrder'>): string | null {
  return payment.paypalOrder?.links?.find((l) => l.rel === 'approve')?.href ?? null;
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
  });
}
