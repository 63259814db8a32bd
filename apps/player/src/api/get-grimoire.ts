import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type GrimoireEnemyDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/ClientGrimoire/getEnemies/{huntingGroundOrSpecialKey}: a ground's (or pseudo-region's) ghosts. */
export function getGrimoire(key: string, signal?: AbortSignal): Promise<GrimoireEnemyDto[]> {
  return api.get<GrimoireEnemyDto[]>(HUNT_PATHS.grimoire(key), { signal });
}

export const grimoireQueryOptions = (key: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.grimoire, key],
    queryFn: ({ signal }) => getGrimoire(key as string, signal),
    enabled: !!key,
    staleTime: 60_000,
  });

export function useGrimoire(key: string | null) {
  return useQuery(grimoireQueryOptions(key));
}
