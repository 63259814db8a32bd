import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts/{giftId}/claim: the gift's item goes to the inventory. */
export function claimGift(giftId: string): Promise<unknown> {
  return api.post(apiPath('social', 'gifts', giftId, 'claim'));
}

export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSettled: () => {
      for (const queryKey of [queryKeys.gifts, queryKeys.inventory]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
