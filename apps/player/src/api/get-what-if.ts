import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type WhatIfDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/huntrefactored/whatif/{journalEntryId}/{setupIndex}: the hunt re-run with a saved setup (a pure read). */
export function getWhatIf(journalEntryId: string, setupIndex: number, signal?: AbortSignal): Promise<WhatIfDto> {
  return api.get<WhatIfDto>(HUNT_PATHS.whatIf(journalEntryId, setupIndex), { signal });
}

export const whatIfQueryOptions = (journalEntryId: string, setupIndex: number | null) =>
  queryOptions({
    queryKey: [...queryKeys.whatIf, journalEntryId, setupIndex],
    queryFn: ({ signal }) => getWhatIf(journalEntryId, setupIndex as number, signal),
    enabled: setupIndex !== null,
    staleTime: 60_000,
  });

export function useWhatIf(journalEntryId: string, setupIndex: number | null) {
  return useQuery(whatIfQueryOptions(journalEntryId, setupIndex));
}
