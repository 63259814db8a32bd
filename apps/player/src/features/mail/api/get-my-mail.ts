import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_ROUTES, type MyMailDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mail/GetMyMail: inbox and outbox, newest first. */
export function getMyMail(): Promise<MyMailDto> {
  return api.get<MyMailDto>(apiRoute(GAME_ROUTES.mailMine));
}

export const myMailQueryOptions = () => queryOptions({ queryKey: queryKeys.mail, queryFn: getMyMail });

export function useMyMail() {
  return useQuery(myMailQueryOptions());
}
