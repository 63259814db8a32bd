import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type GhostTallyPageDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/huntrefactored/tally: catches, misses and crowns per ghost met. */
export function getGhostTally(signal?: AbortSignal): Promise<GhostTallyPageDto> {
  return api.get<GhostTallyPageDto>(HUNT_PATHS.tally, { signal });
}

export const ghostTallyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ghostTally, queryFn: ({ signal }) => getGhostTally(signal), staleTime: 60_000 });

export function useGhostTally() {
  return useQuery(ghostTallyQueryOptions());
}
