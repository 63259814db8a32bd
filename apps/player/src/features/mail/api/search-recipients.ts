import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAIL_RECIPIENT_SEARCH_MIN, USER_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/user/search (form searchstring, includeingBanned): names only; banned players are left out. */
export function searchRecipients(searchstring: string, signal?: AbortSignal): Promise<string[]> {
  return api.postForm<string[]>(apiPath(USER_ROUTES.base, USER_ROUTES.search), { searchstring, includeingBanned: false }, { signal });
}

export const recipientSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: [...queryKeys.recipientSearch, term.toLowerCase()],
    queryFn: ({ signal }) => searchRecipients(term, signal),
    enabled: term.length >= MAIL_RECIPIENT_SEARCH_MIN,
    staleTime: 30_000,
  });

/** Suggestions for the recipient field, from MAIL_RECIPIENT_SEARCH_MIN characters on. */
export function useRecipientSearch(term: string) {
  return useQuery(recipientSearchQueryOptions(term.trim()));
}
