import { useCallback, useEffect, useState } from 'react';
import type { HuntChallengeDto } from '@grimhunt/contracts';
import { ApiError } from '../../../lib/api-client';
import { answerHuntChallenge, getHuntChallenge } from '../challenge/api';

export type HuntChallengePhase =
  | { kind: 'loading' }
  | { kind: 'ready'; challenge: HuntChallengeDto }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The picture puzzle's state: the challenge is read on mount (404: nothing to solve, so `onSolved`; 429: wait), the
 * picked pictures, the note after a wrong answer, and the answer sent: solved calls `onSolved`, too many wrong answers
 * say how long to wait, a wrong one keeps the picture with one try less.
 */
export function useHuntChallenge(onSolved: () => void) {
  const [phase, setPhase] = useState<HuntChallengePhase>({ kind: 'loading' });
  const [picks, setPicks] = useState<number[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    setPicks([]);
    try {
      setPhase({ kind: 'ready', challenge: await getHuntChallenge() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return onSolved(); // nothing to solve (any more)
      setPhase({ kind: error instanceof ApiError && error.status === 429 ? 'waiting' : 'error', message: messageOf(error) });
    }
  }, [onSolved]);

  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (index: number) =>
    setPicks((current) => (current.includes(index) ? current.filter((i) => i !== index) : [...current, index]));

  const submit = async (challenge: HuntChallengeDto) => {
    setSending(true);
    try {
      const answer = await answerHuntChallenge(challenge.challengeId, picks);
      if (answer.solved) return onSolved();
      if (answer.retryAfterSeconds !== null) {
        setNote(null);
        setPhase({ kind: 'waiting', message: `Too many wrong answers: a new picture in ${answer.retryAfterSeconds} s.` });
        return;
      }
      setNote(`Not quite. ${answer.triesLeft} ${answer.triesLeft === 1 ? 'try' : 'tries'} left.`);
      setPhase({ kind: 'ready', challenge: { ...challenge, triesLeft: answer.triesLeft } });
      setPicks([]);
    } catch (error) {
      setPhase({ kind: 'error', message: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  return { phase, picks, note, sending, load, toggle, submit };
}
