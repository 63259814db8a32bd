import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceOkDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/maps/{mapId}/leave: a member leaves; an invited player declines. */
export function leaveSeanceMap(mapId: string): Promise<SeanceOkDto> {
  return api.post<SeanceOkDto>(apiRoute(SEANCE_MAP_ROUTES.leave, { mapId }));
}

/** The maps are read again afterwards. */
export function useLeaveSeanceMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveSeanceMap,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seanceMaps }),
  });
}
