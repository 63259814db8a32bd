import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { POST_HUNT_WAIT_MS } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { applyHuntAnswer, soundHunt, type HuntKind } from '../api/sound-hunt';
import { isHuntChallengeError, solveHuntChallenge } from '../../hunt-challenge';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A hunt click (spec player §4): sets loading, calls the hunt, waits 1 s (the trap snaps), puts the answer into the
 * header and the journal, refreshes the user and returns home. Hunts are serialized: a click while one is under
 * way does nothing (the server also answers a repeat within 2 s with the previous result).
 */
export function useHuntAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<HuntKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const hunt = useCallback(
    async (kind: HuntKind) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(kind);
      setError(null);
      try {
        const answer = await soundHunt(kind);
        const receivedAt = Date.now();
        await wait(POST_HUNT_WAIT_MS);
        void applyHuntAnswer(queryClient, answer, receivedAt);
        if (location.pathname !== paths.home.getHref()) navigate(paths.home.getHref());
      } catch (caught) {
        if (isHuntChallengeError(caught)) return void solveHuntChallenge().then((solved) => solved && hunt(kind));
        setError(caught instanceof Error ? caught.message : String(caught));
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [queryClient, navigate, location.pathname],
  );

  return { hunt, busy, error, clearError: () => setError(null) };
}
