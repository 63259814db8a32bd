import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ECONOMY_ROUTES, type LadderPageDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The `from` that asks for the page holding the caller. */
export const LADDER_AROUND_ME = -1;

/** GET /api/ladder/LadderAroundUserId/{from}: 50 rows from rank offset `from` (0-based), -1 = the caller's page. */
export function getLadder(from: number, signal?: AbortSignal): Promise<LadderPageDto> {
  return api.get<LadderPageDto>(apiRoute(ECONOMY_ROUTES.ladder, { from }), { signal });
}

export const ladderQueryOptions = (from: number) =>
  queryOptions({
    queryKey: [...queryKeys.ladder, from],
    queryFn: ({ signal }) => getLadder(from, signal),
    placeholderData: keepPreviousData,
  });

export function useLadder(from: number) {
  return useQuery(ladderQueryOptions(from));
}
