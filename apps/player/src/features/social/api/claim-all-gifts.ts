import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type ClaimAllGiftsAnswerDto, type ClaimAllGiftsBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts/claim-all { returnGifts }: claims every gift and, with returnGifts, sends one back to each sender. */
export function claimAllGifts(returnGifts: boolean): Promise<ClaimAllGiftsAnswerDto> {
  return api.post<ClaimAllGiftsAnswerDto>(apiRoute(SOCIAL_ROUTES.claimAllGifts), { returnGifts } satisfies ClaimAllGiftsBody);
}

export function useClaimAllGifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAllGifts,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.gifts, answer.gifts),
    onSettled: () => {
      for (const queryKey of [queryKeys.gifts, queryKeys.inventory]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
