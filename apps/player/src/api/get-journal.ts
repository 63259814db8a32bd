import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type JournalEntryDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/Journal: the player's latest entries, newest first (the journal screen, and home's "Hunted with" note). */
export function getJournal(signal?: AbortSignal): Promise<JournalEntryDto[]> {
  return api.get<JournalEntryDto[]>(HUNT_PATHS.journal, { signal });
}

export const journalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.journal, queryFn: ({ signal }) => getJournal(signal), staleTime: 30_000 });

export function useJournal() {
  return useQuery(journalQueryOptions());
}
