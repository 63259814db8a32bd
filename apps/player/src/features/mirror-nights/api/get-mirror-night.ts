import { queryOptions, useQuery } from '@tanstack/react-query';
import { mirrorNightPaths, type MirrorNightResultsDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mirror-nights/{id}: entrants by score; the seeds once the night has ended. */
export function getMirrorNight(id: string, signal?: AbortSignal): Promise<MirrorNightResultsDto> {
  return api.get<MirrorNightResultsDto>(mirrorNightPaths.get(id), { signal });
}

export const mirrorNightQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.mirrorNights, 'night', id], queryFn: ({ signal }) => getMirrorNight(id, signal) });

export function useMirrorNight(id: string) {
  return useQuery(mirrorNightQueryOptions(id));
}
