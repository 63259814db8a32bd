import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type JournalHistoryDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The journal screen's filters: a journal type (as text, '' = all) and a ghost id ('' = all). */
export interface JournalHistoryFilters {
  type: string;
  enemyId: string;
}

/** GET /api/huntrefactored/history?type=&enemyId=&before=: one page of the whole journal, newest first. */
export function getJournalHistory(filters: JournalHistoryFilters, before: string | null, signal?: AbortSignal): Promise<JournalHistoryDto> {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.enemyId) query.set('enemyId', filters.enemyId);
  if (before) query.set('before', before);
  const search = query.toString();
  return api.get<JournalHistoryDto>(`${HUNT_PATHS.history}${search ? `?${search}` : ''}`, { signal });
}

export const journalHistoryQueryOptions = (filters: JournalHistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.journalHistory, filters.type, filters.enemyId],
    queryFn: ({ pageParam, signal }) => getJournalHistory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 30_000,
  });

export function useJournalHistory(filters: JournalHistoryFilters) {
  return useInfiniteQuery(journalHistoryQueryOptions(filters));
}
