import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type ClientRegionDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/ClientTravel/getregions: the visible regions. */
export function getRegions(signal?: AbortSignal): Promise<ClientRegionDto[]> {
  return api.get<ClientRegionDto[]>(HUNT_PATHS.travelRegions, { signal });
}

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.regions,
    queryFn: ({ signal }) => getRegions(signal),
    select: (regions: ClientRegionDto[]) => [...regions].sort((a, b) => a.sequence - b.sequence),
    staleTime: 5 * 60_000,
  });

export function useRegions() {
  return useQuery(regionsQueryOptions());
}
