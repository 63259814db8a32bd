import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenSummaryDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/covens?q=: covens whose name holds `q` (all covens, newest first, when it is empty). */
export function searchCovens(q: string, signal?: AbortSignal): Promise<CovenSummaryDto[]> {
  return api.get<CovenSummaryDto[]>(`${COVEN_PATHS.covens}?${new URLSearchParams({ q }).toString()}`, { signal });
}

export const covenSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.covenSearch, q],
    queryFn: ({ signal }) => searchCovens(q, signal),
    placeholderData: keepPreviousData,
  });

export function useCovenSearch(q: string) {
  return useQuery(covenSearchQueryOptions(q));
}
