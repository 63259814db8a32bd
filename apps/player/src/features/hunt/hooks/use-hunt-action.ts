import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { POST_HUNT_WAIT_MS, isHuntSuccess } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { playResultSound } from '../../../lib/sound';
import { applyHuntAnswer, soundHunt, type HuntKind } from '../api/sound-hunt';
import { isHuntChallengeError, solveHuntChallenge } from '../challenge';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const HUNT_MUTATION_KEY = ['hunt'] as const;

/**
 * A hunt click: calls the hunt, waits 1 s (the trap snaps), puts the answer into the header and
 * the journal, refreshes the user and returns home. Hunts are serialized: a click while one is under way does
 * nothing (the mutation cache is asked, so even two clicks in one tick send one hunt; the server also answers a
 * repeat within 2 s with the previous result).
 */
export function useHuntAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useMutation({
    mutationKey: HUNT_MUTATION_KEY,
    mutationFn: async (kind: HuntKind) => {
      const answer = await soundHunt(kind);
      const receivedAt = Date.now();
      await wait(POST_HUNT_WAIT_MS);
      return { answer, receivedAt };
    },
    onSuccess: ({ answer, receivedAt }) => {
      void applyHuntAnswer(queryClient, answer, receivedAt);
      playResultSound(isHuntSuccess(answer.huntResult) ? 'caught' : 'escaped');
      if (location.pathname !== paths.home.getHref()) navigate(paths.home.getHref());
    },
    // The picture puzzle (HTTP 428): show it, and hunt again once it is solved.
    onError: (error, kind) => {
      if (isHuntChallengeError(error)) void solveHuntChallenge().then((solved) => solved && mutation.mutate(kind));
    },
  });

  const hunt = (kind: HuntKind) => {
    if (queryClient.isMutating({ mutationKey: HUNT_MUTATION_KEY }) > 0) return;
    mutation.mutate(kind);
  };

  return {
    hunt,
    busy: mutation.isPending ? mutation.variables : null,
    error: mutation.isError && !isHuntChallengeError(mutation.error) ? mutation.error.message : null,
    clearError: mutation.reset,
  };
}
