import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceMapDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/maps/{mapId}/join: an invited player joins. */
export function joinSeanceMap(mapId: string): Promise<SeanceMapDto> {
  return api.post<SeanceMapDto>(apiRoute(SEANCE_MAP_ROUTES.join, { mapId }));
}

/** The maps are read again afterwards. */
export function useJoinSeanceMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSeanceMap,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seanceMaps }),
  });
}
