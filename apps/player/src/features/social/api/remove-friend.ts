import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/social/friends/{userId}: ends a friendship (either side may). */
export function removeFriend(userId: string): Promise<unknown> {
  return request(apiPath('social', 'friends', userId), { method: 'DELETE' });
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSettled: () => {
      for (const queryKey of [queryKeys.friends, queryKeys.gifts]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
