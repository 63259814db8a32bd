import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface FriendRequestAnswer {
  requestId: string | null;
  status: 'pending' | 'friends';
}

/** POST /api/social/friends/requests { name }: "friends" at once when that player had already asked. */
export function sendFriendRequest(name: string): Promise<FriendRequestAnswer> {
  return api.post<FriendRequestAnswer>(apiPath('social', 'friends', 'requests'), { name });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
  });
}
