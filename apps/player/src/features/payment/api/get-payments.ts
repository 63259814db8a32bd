import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_ROUTES, type PaymentDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payment/GetByUserId: the player's payments, newest first. */
export function getPayments(userId?: string): Promise<PaymentDto[]> {
  return api.postForm<PaymentDto[]>(apiPath(PAYMENT_ROUTES.base, PAYMENT_ROUTES.getByUserId), userId ? { userId } : {});
}

export const paymentsQueryOptions = (userId?: string) =>
  queryOptions({ queryKey: [...queryKeys.payments, userId ?? 'me'], queryFn: () => getPayments(userId) });

export function usePayments(userId?: string) {
  return useQuery(paymentsQueryOptions(userId));
}
