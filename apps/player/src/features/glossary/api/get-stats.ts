import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/stat: every visible stat (the glossary). */
export function getStats(signal?: AbortSignal): Promise<StatDto[]> {
  return api.get<StatDto[]>(apiPath('stat'), { signal });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.glossaryStats,
    queryFn: ({ signal }) => getStats(signal),
    select: (stats: StatDto[]) => [...stats].sort((a, b) => (a.name || a.shortName).localeCompare(b.name || b.shortName)),
    staleTime: 10 * 60_000,
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
