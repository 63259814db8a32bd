import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/gifts { toUserIds }: today's gift to each of these friends (made by the game, one a friend a day). */
export function sendGifts(toUserIds: string[]): Promise<unknown> {
  return api.post(apiPath('social', 'gifts'), { toUserIds });
}

export function useSendGifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGifts,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.gifts }),
  });
}
