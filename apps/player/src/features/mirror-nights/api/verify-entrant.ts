import { queryOptions, useQuery } from '@tanstack/react-query';
import { mirrorNightPaths, type MirrorNightVerifyDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mirror-nights/{id}/verify/{userId}: the entrant's hunts replayed by the server's engine. */
export function verifyEntrant(id: string, userId: string, signal?: AbortSignal): Promise<MirrorNightVerifyDto> {
  return api.get<MirrorNightVerifyDto>(mirrorNightPaths.verify(id, userId), { signal });
}

export const verifyEntrantQueryOptions = (id: string, userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.mirrorNightVerify, id, userId],
    queryFn: ({ signal }) => verifyEntrant(id, userId, signal),
    staleTime: Infinity,
  });

/** Runs only once asked (`enabled`): each verification replays the entrant's hunts on the server. */
export function useVerifyEntrant(id: string, userId: string, enabled: boolean) {
  return useQuery({ ...verifyEntrantQueryOptions(id, userId), enabled });
}
