import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENT_PATHS, type TournamentScoreboardDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often a running tournament's scoreboard is read again while it is on screen (the live view polls). */
export const SCOREBOARD_REFRESH_MS = 5_000;

/** GET /api/tournaments/{id}/scoreboard: covens by points, each with its members' points. */
export function getScoreboard(id: string, signal?: AbortSignal): Promise<TournamentScoreboardDto> {
  return api.get<TournamentScoreboardDto>(TOURNAMENT_PATHS.scoreboard(id), { signal });
}

/** Polls while the tournament runs (not in a hidden tab); a finished or upcoming board is read once. */
export const scoreboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.scoreboard, id],
    queryFn: ({ signal }) => getScoreboard(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SCOREBOARD_REFRESH_MS : false),
  });

export function useScoreboard(id: string) {
  return useQuery(scoreboardQueryOptions(id));
}
