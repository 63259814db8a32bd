import { queryOptions, useQuery } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/covens/{covenId}: the coven with its members. */
export function getCoven(covenId: string, signal?: AbortSignal): Promise<CovenDto> {
  return api.get<CovenDto>(COVEN_PATHS.coven(covenId), { signal });
}

export const covenQueryOptions = (covenId: string) =>
  queryOptions({ queryKey: [...queryKeys.coven, covenId], queryFn: ({ signal }) => getCoven(covenId, signal) });

export function useCoven(covenId: string) {
  return useQuery(covenQueryOptions(covenId));
}
