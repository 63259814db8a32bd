import { queryOptions, useQuery } from '@tanstack/react-query';
import { mirrorNightPaths, type MirrorNightListDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mirror-nights: upcoming, running and recently finished nights, with the caller's part in each. */
export function getMirrorNights(signal?: AbortSignal): Promise<MirrorNightListDto> {
  return api.get<MirrorNightListDto>(mirrorNightPaths.list, { signal });
}

export const mirrorNightsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.mirrorNights, 'list'], queryFn: ({ signal }) => getMirrorNights(signal) });

export function useMirrorNights() {
  return useQuery(mirrorNightsQueryOptions());
}
