import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type SendGiftsAnswerDto, type SendGiftsBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts { toUserIds }: today's gift to each of these friends (made by the game, one a friend a day). */
export function sendGifts(toUserIds: string[]): Promise<SendGiftsAnswerDto> {
  return api.post<SendGiftsAnswerDto>(apiRoute(SOCIAL_ROUTES.gifts), { toUserIds } satisfies SendGiftsBody);
}

/** Sends; the answer carries the gifts' new state, then they are read again. */
export function useSendGifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGifts,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.gifts, answer.gifts),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.gifts }),
  });
}
