import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type SocialOkDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FriendRequestAction = 'accept' | 'decline';

/** POST /api/social/friends/requests/{requestId}/accept or /decline (only the player asked). */
export function answerFriendRequest({ requestId, action }: { requestId: string; action: FriendRequestAction }): Promise<SocialOkDto> {
  const route = action === 'accept' ? SOCIAL_ROUTES.acceptRequest : SOCIAL_ROUTES.declineRequest;
  return api.post<SocialOkDto>(apiRoute(route, { requestId }));
}

export function useAnswerFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFriendRequest,
    onSettled: () => {
      for (const queryKey of [queryKeys.friends, queryKeys.gifts]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
