import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_USER_ROUTES, type ClientUserDto } from '@grimhunt/contracts';
import { api, apiPath } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/clientUser/getme (bearer): the full user. */
export function getMe(): Promise<ClientUserDto> {
  return api.get<ClientUserDto>(apiPath(CLIENT_USER_ROUTES.base, CLIENT_USER_ROUTES.getme));
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
