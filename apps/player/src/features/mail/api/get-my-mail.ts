import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAIL_ROUTES, type MyMailDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mail/GetMyMail: inbox and outbox, newest first. */
export function getMyMail(): Promise<MyMailDto> {
  return api.get<MyMailDto>(apiRoute(MAIL_ROUTES.mine));
}

export const myMailQueryOptions = () => queryOptions({ queryKey: queryKeys.mail, queryFn: getMyMail });

export function useMyMail() {
  return useQuery(myMailQueryOptions());
}
