import { useQuery } from '@tanstack/react-query';
import { USER_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/ActivateAccount/{id} -> text. Single-use link: cached for the session, never retried. */
export function activateAccount(id: string): Promise<string> {
  return api.getText(apiPath(USER_ROUTES.base, USER_ROUTES.activate.replace(':id', encodeURIComponent(id))), {
    auth: false,
  });
}

export function useActivateAccount(id: string) {
  return useQuery({
    queryKey: [...queryKeys.activateAccount, id],
    queryFn: () => activateAccount(id),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
