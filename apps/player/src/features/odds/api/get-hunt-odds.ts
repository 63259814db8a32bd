import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type HuntOddsDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/huntrefactored/odds: each ghost's attraction and catch chance, and the expected rewards per hunt. */
export function getHuntOdds(signal?: AbortSignal): Promise<HuntOddsDto> {
  return api.get<HuntOddsDto>(HUNT_PATHS.odds, { signal });
}

export const huntOddsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.huntOdds, queryFn: ({ signal }) => getHuntOdds(signal), staleTime: 60_000 });

export function useHuntOdds() {
  return useQuery(huntOddsQueryOptions());
}
