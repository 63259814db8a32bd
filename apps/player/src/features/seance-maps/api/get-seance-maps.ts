import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEANCE_MAP_ROUTES, type SeanceMapsDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/social/maps: my maps, the maps I am invited to, and my séance scrolls. */
export function getSeanceMaps(): Promise<SeanceMapsDto> {
  return api.get<SeanceMapsDto>(apiRoute(SEANCE_MAP_ROUTES.maps));
}

export const seanceMapsQueryOptions = () => queryOptions({ queryKey: queryKeys.seanceMaps, queryFn: getSeanceMaps });

export function useSeanceMaps() {
  return useQuery(seanceMapsQueryOptions());
}
