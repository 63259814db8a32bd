import { queryOptions, useQuery } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenApplicationDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/covens/{covenId}/applications: the pending applications (the captain and officers may read them). */
export function getApplications(covenId: string, signal?: AbortSignal): Promise<CovenApplicationDto[]> {
  return api.get<CovenApplicationDto[]>(COVEN_PATHS.applications(covenId), { signal });
}

export const applicationsQueryOptions = (covenId: string) =>
  queryOptions({
    queryKey: [...queryKeys.covenApplications, covenId],
    queryFn: ({ signal }) => getApplications(covenId, signal),
  });

export function useApplications(covenId: string, enabled: boolean) {
  return useQuery({ ...applicationsQueryOptions(covenId), enabled });
}
