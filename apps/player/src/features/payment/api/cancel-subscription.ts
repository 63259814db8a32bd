import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_ROUTES, type SuccessMessageDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payment/CancelSubscription (form paymentId). */
export function cancelSubscription(paymentId: string): Promise<SuccessMessageDto> {
  return api.postForm<SuccessMessageDto>(apiPath(PAYMENT_ROUTES.base, PAYMENT_ROUTES.cancelSubscription), { paymentId });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
    },
  });
}
