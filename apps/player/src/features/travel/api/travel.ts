import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HUNT_PATHS,
  type ClientHuntingGroundDto,
  type ClientUserDto,
  type JournalEntryDto,
  type TravelAnswerDto,
} from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { mergeEntries } from '../../../lib/hunt-view';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/Game/travel (form newHuntingGroundId). */
export function travel(newHuntingGroundId: string): Promise<TravelAnswerDto> {
  return api.postForm<TravelAnswerDto>(HUNT_PATHS.travel, { newHuntingGroundId });
}

/** Travels, then puts the new ground and the journal entry into the caches and refreshes the rest. */
export function useTravel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ground: ClientHuntingGroundDto) => travel(ground.id),
    onSuccess: (answer) => {
      queryClient.setQueryData<ClientUserDto>(queryKeys.me, (me) =>
        me ? { ...me, currentHuntingGround: answer.currentHuntingGround } : me,
      );
      if (answer.journalEntry) {
        queryClient.setQueryData<JournalEntryDto[]>(queryKeys.journal, (entries) =>
          entries ? mergeEntries(entries, [answer.journalEntry]) : entries,
        );
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.grounds }),
        ...[queryKeys.mission, queryKeys.grimoire, queryKeys.huntStatus, queryKeys.odds, queryKeys.setupAdvice].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]);
    },
  });
}
