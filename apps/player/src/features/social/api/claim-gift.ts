import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type ClaimGiftAnswerDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts/{giftId}/claim: the gift's item goes to the inventory. */
export function claimGift(giftId: string): Promise<ClaimGiftAnswerDto> {
  return api.post<ClaimGiftAnswerDto>(apiRoute(SOCIAL_ROUTES.claimGift, { giftId }));
}

export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.gifts, answer.gifts),
    onSettled: () => {
      for (const queryKey of [queryKeys.gifts, queryKeys.inventory]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
