import type { CSSProperties } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { huntToneOf } from '../../../lib/journal-view';
import { HUNT_RESULT_KEY } from '../api/sound-hunt';
import { huntLines } from '../hunt-rounds';
import { REVEAL_STEP_S } from './use-hunt-reveal';

/**
 * The hunt result dialog's data: the last answer (held in the query cache by the hunt mutation, never fetched), its
 * tone, `close` (forgets the answer) and the moment the outcome appears. The title and the card's colour keep the
 * outcome until the rounds have been told (the same `--outcome-at` as the body's outcome; "Show all" ends the wait
 * for them too).
 */
export function useHuntResult() {
  const queryClient = useQueryClient();
  const { data: answer } = useQuery<HuntAnswerDto | null>({
    queryKey: HUNT_RESULT_KEY,
    queryFn: () => queryClient.getQueryData<HuntAnswerDto | null>(HUNT_RESULT_KEY) ?? null,
    enabled: false,
    staleTime: Infinity,
  });
  if (!answer) return null;
  return {
    answer,
    close: () => queryClient.setQueryData(HUNT_RESULT_KEY, null),
    tone: huntToneOf(answer.huntResult),
    outcomeAt: { '--outcome-at': `${huntLines(answer).length * REVEAL_STEP_S}s` } as CSSProperties,
  };
}
