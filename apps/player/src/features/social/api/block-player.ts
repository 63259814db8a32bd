import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/social/blocks/{userId}: refuses that player's requests, gifts and invites (and ends a friendship). */
export function blockPlayer(userId: string): Promise<unknown> {
  return request(apiPath('social', 'blocks', userId), { method: 'PUT' });
}

export function useBlockPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockPlayer,
    onSettled: () => {
      for (const queryKey of [queryKeys.friends, queryKeys.gifts]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
