import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type MissionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/ClientMission, read by home's next goal (under the mission key, so a hunt's refresh reaches it). */
export async function getOpenMission(signal?: AbortSignal): Promise<MissionDto> {
  return api.get<MissionDto>(HUNT_PATHS.mission, { signal });
}

export const openMissionQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.mission, 'goal'],
    queryFn: ({ signal }) => getOpenMission(signal),
    staleTime: 30_000,
    retry: false,
  });

export function useOpenMission() {
  return useQuery(openMissionQueryOptions());
}
