import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceMapDto, type StartSeanceMapBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/social/maps { scrollItemId }: spends one scroll and starts a map. */
export function startSeanceMap(scrollItemId: string): Promise<SeanceMapDto> {
  return api.post<SeanceMapDto>(apiRoute(SEANCE_MAP_ROUTES.maps), { scrollItemId } satisfies StartSeanceMapBody);
}

export function useStartSeanceMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSeanceMap,
    onSuccess: (map) => queryClient.setQueryData([...queryKeys.seanceMaps, map.id], map),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seanceMaps });
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
    },
  });
}
