import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type FriendRequestAnswerDto, type FriendRequestBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/friends/requests { name }: "friends" at once when that player had already asked. */
export function sendFriendRequest(name: string): Promise<FriendRequestAnswerDto> {
  return api.post<FriendRequestAnswerDto>(apiRoute(SOCIAL_ROUTES.friendRequests), { name } satisfies FriendRequestBody);
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
  });
}
