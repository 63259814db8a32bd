import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/payment/GetActiveSubscriptionType: 0 none, 1 silver, 2 gold, 3 platinum; -1 when unknown. */
export async function getActiveSubscriptionType(): Promise<number> {
  const level = await api.postForm<number>(apiPath(PAYMENT_ROUTES.base, PAYMENT_ROUTES.activeSubscriptionType));
  return typeof level === 'number' ? level : Number(level);
}

export const activeSubscriptionQueryOptions = () => queryOptions({ queryKey: queryKeys.subscription, queryFn: getActiveSubscriptionType });

export function useActiveSubscriptionType() {
  return useQuery(activeSubscriptionQueryOptions());
}
