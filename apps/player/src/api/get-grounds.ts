import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type ClientHuntingGroundDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/ClientTravel/GetHuntingGroundsOfRegion/{regionId}: the region's grounds with this player's visits. */
export function getGrounds(regionId: string, signal?: AbortSignal): Promise<ClientHuntingGroundDto[]> {
  return api.get<ClientHuntingGroundDto[]>(HUNT_PATHS.travelGrounds(regionId), { signal });
}

export const groundsQueryOptions = (regionId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.grounds, regionId],
    queryFn: ({ signal }) => getGrounds(regionId as string, signal),
    select: (grounds: ClientHuntingGroundDto[]) => [...grounds].sort((a, b) => a.sequence - b.sequence),
    enabled: !!regionId,
  });

export function useGrounds(regionId: string | null) {
  return useQuery(groundsQueryOptions(regionId));
}
