import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type SocialOkDto } from '@grimhunt/contracts';
import { apiRoute, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/social/blocks/{userId} (block: ends a friendship and open requests between us, and refuses that player's
 * requests and gifts) or DELETE (unblock).
 */
export function setBlocked({ userId, blocked }: { userId: string; blocked: boolean }): Promise<SocialOkDto> {
  return request<SocialOkDto>(apiRoute(SOCIAL_ROUTES.block, { userId }), { method: blocked ? 'PUT' : 'DELETE' });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSettled: () => {
      for (const queryKey of [queryKeys.friends, queryKeys.gifts]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
