import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts/claim-all { returnGifts }: claims every gift and, with returnGifts, sends one back to each sender. */
export function claimAllGifts(returnGifts: boolean): Promise<unknown> {
  return api.post(apiPath('social', 'gifts', 'claim-all'), { returnGifts });
}

export function useClaimAllGifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAllGifts,
    onSettled: () => {
      for (const queryKey of [queryKeys.gifts, queryKeys.inventory]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
