import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type SocialOkDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/social/friends/{userId}: ends a friendship (either side may). */
export function removeFriend(userId: string): Promise<SocialOkDto> {
  return api.delete<SocialOkDto>(apiRoute(SOCIAL_ROUTES.friend, { userId }));
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
