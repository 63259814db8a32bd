import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type SocialOkDto } from '@grimhunt/contracts';
import { apiRoute, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/social/friends/{userId}: ends a friendship (either side may). */
export function removeFriend(userId: string): Promise<SocialOkDto> {
  return request<SocialOkDto>(apiRoute(SOCIAL_ROUTES.friend, { userId }), { method: 'DELETE' });
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
