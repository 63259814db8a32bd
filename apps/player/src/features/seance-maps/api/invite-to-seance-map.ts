import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceOkDto, type InviteToSeanceMapBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/maps/{mapId}/invite { name }: the owner invites a friend. */
export function inviteToSeanceMap({ mapId, name }: { mapId: string; name: string }): Promise<SeanceOkDto> {
  return api.post<SeanceOkDto>(apiRoute(SEANCE_MAP_ROUTES.invite, { mapId }), { name } satisfies InviteToSeanceMapBody);
}

/** The maps are read again afterwards. */
export function useInviteToSeanceMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToSeanceMap,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seanceMaps }),
  });
}
