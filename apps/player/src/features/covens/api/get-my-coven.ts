import { queryOptions, useQuery } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenDto } from '@grimhunt/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/covens/mine: the signed-in player's coven, or null when they are in none (the API answers 404). */
export async function getMyCoven(signal?: AbortSignal): Promise<CovenDto | null> {
  try {
    return await api.get<CovenDto>(COVEN_PATHS.mine, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myCovenQueryOptions = () => queryOptions({ queryKey: queryKeys.myCoven, queryFn: ({ signal }) => getMyCoven(signal) });

export function useMyCoven() {
  return useQuery(myCovenQueryOptions());
}
