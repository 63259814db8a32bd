import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENT_PATHS, type TournamentListDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/tournaments: upcoming, running and finished tournaments, each with whether the player has entered. */
export function getTournaments(signal?: AbortSignal): Promise<TournamentListDto> {
  return api.get<TournamentListDto>(TOURNAMENT_PATHS.list, { signal });
}

export const tournamentsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.tournaments, 'list'], queryFn: ({ signal }) => getTournaments(signal) });

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
