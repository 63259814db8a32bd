import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/social/friends/requests/{requestId}: withdraws a request I sent. */
export function cancelFriendRequest(requestId: string): Promise<unknown> {
  return request(apiPath('social', 'friends', 'requests', requestId), { method: 'DELETE' });
}

export function useCancelFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
  });
}
