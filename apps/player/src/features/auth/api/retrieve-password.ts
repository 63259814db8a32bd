import { useQuery } from '@tanstack/react-query';
import { USER_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/user/ForgotPasswordRetrieve/ (form token) -> text. Run once per link: the token is single-use,
 * so the answer is cached for the session and never retried.
 */
export function retrievePassword(token: string): Promise<string> {
  return api.postForm<string>(
    `${apiPath(USER_ROUTES.base, USER_ROUTES.forgotPasswordRetrieve)}/`,
    { token },
    {
      auth: false,
      responseType: 'text',
    },
  );
}

export function useRetrievePassword(token: string) {
  return useQuery({
    queryKey: [...queryKeys.retrievePassword, token],
    queryFn: () => retrievePassword(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
