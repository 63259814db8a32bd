import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOURNAMENT_PATHS, type TournamentEnterDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/tournaments/{id}/enter: enters for the player's coven and pays the entry fee. */
export function enterTournament(id: string): Promise<TournamentEnterDto> {
  return api.post<TournamentEnterDto>(TOURNAMENT_PATHS.enter(id));
}

/** Enters a tournament; the list (entered, entrants) and the purse are stale afterwards. */
export function useEnterTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterTournament,
    onSuccess: () => {
      for (const queryKey of [queryKeys.tournaments, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
