import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceMapDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/social/maps/{mapId}: one map, with my own odds for each ghost still free. */
export function getSeanceMap(mapId: string): Promise<SeanceMapDto> {
  return api.get<SeanceMapDto>(apiRoute(SEANCE_MAP_ROUTES.map, { mapId }));
}

export const seanceMapQueryOptions = (mapId: string) =>
  queryOptions({ queryKey: [...queryKeys.seanceMaps, mapId], queryFn: () => getSeanceMap(mapId) });

export function useSeanceMap(mapId: string | null) {
  return useQuery({ ...seanceMapQueryOptions(mapId ?? ''), enabled: !!mapId });
}
