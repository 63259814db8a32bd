import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HUNT_PATHS, type ClientUserDto, type JournalEntryDto, type TravelAnswerDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { mergeEntries } from '../../../lib/hunt-view';

/** POST /api/Game/travel (form newHuntingGroundId). */
export function travel(newHuntingGroundId: string): Promise<TravelAnswerDto> {
  return api.postForm<TravelAnswerDto>(HUNT_PATHS.travel, { newHuntingGroundId });
}

/** Travels, then puts the new ground and the journal entry into the caches and refreshes the rest. */
export function useTravel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: travel,
    onSuccess: (answer) => {
      queryClient.setQueryData<ClientUserDto>(['me'], (me) => (me ? { ...me, currentHuntingGround: answer.currentHuntingGround } : me));
      if (answer.journalEntry) {
        queryClient.setQueryData<JournalEntryDto[]>(['journal'], (entries) => (entries ? mergeEntries(entries, [answer.journalEntry]) : entries));
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'], refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: ['travel', 'grounds'] }),
        ...[['mission'], ['grimoire'], ['hunt', 'status']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
