import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type MissionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MissionSnapshot extends MissionDto {
  /** Client clock when the answer arrived: countdowns run against the server's `currentTimeStamp`. */
  receivedAt: number;
}

/** GET /api/ClientMission: the current mission (active, waiting, suspended or none). */
export async function getMission(signal?: AbortSignal): Promise<MissionSnapshot> {
  const mission = await api.get<MissionDto>(HUNT_PATHS.mission, { signal });
  return { ...mission, receivedAt: Date.now() };
}

export const missionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mission, queryFn: ({ signal }) => getMission(signal), staleTime: 30_000 });

export function useMission() {
  return useQuery(missionQueryOptions());
}
