import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FriendRequestAction = 'accept' | 'decline';

/** POST /api/social/friends/requests/{requestId}/accept or /decline (only the player asked). */
export function answerFriendRequest({ requestId, action }: { requestId: string; action: FriendRequestAction }): Promise<unknown> {
  return api.post(apiPath('social', 'friends', 'requests', requestId, action));
}

export function useAnswerFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFriendRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
  });
}
