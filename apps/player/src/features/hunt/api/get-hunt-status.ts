import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_USER_ROUTES, type PlayerStatusDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import type { StatusSnapshot } from '../../../lib/hunt-view';
import { queryKeys } from '../../../lib/query-keys';

export const HUNT_STATUS_KEY = queryKeys.huntStatus;

/** GET /api/clientUser/getstatus: timers, chrono charges, currencies; stamped with the client time of the answer. */
export async function getHuntStatus(clock: () => number = Date.now): Promise<StatusSnapshot> {
  const status = await api.get<PlayerStatusDto>(apiPath(CLIENT_USER_ROUTES.base, CLIENT_USER_ROUTES.getstatus));
  return { ...status, receivedAt: clock() };
}

export const huntStatusQueryOptions = () => queryOptions({ queryKey: HUNT_STATUS_KEY, queryFn: () => getHuntStatus(), staleTime: 5_000 });

export function useHuntStatus() {
  return useQuery(huntStatusQueryOptions());
}
