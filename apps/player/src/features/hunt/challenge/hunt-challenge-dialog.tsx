import { useCallback, useEffect, useState } from 'react';
import type { HuntChallengeDto } from '@grimhunt/contracts';
import { ApiError } from '../../../lib/api-client';
import { answerHuntChallenge, getHuntChallenge } from './api';
import './hunt-challenge.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; challenge: HuntChallengeDto }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The anti-bot picture puzzle: a server-drawn PNG of 3 x 3 pictures; the player toggles the pictures that answer the
 * question and sends them. Solved: `onSolved` (the caller retries the hunt). Cancel: `onCancel`.
 */
export function HuntChallengeDialog({ onSolved, onCancel }: { onSolved: () => void; onCancel: () => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
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

  return (
    <div className="hunt-challenge-layer">
      <div className="hunt-challenge" role="dialog" aria-modal="true" aria-labelledby="hunt-challenge-title">
        <h2 id="hunt-challenge-title" className="hunt-challenge__title">
          Prove you are no ghost
        </h2>
        {phase.kind === 'loading' && <p className="hunt-challenge__text">Drawing a picture...</p>}
        {(phase.kind === 'waiting' || phase.kind === 'error') && (
          <>
            <p className="hunt-challenge__text" role="alert">
              {phase.message}
            </p>
            <div className="hunt-challenge__actions">
              <button type="button" onClick={() => void load()}>
                Try again
              </button>
              <button type="button" onClick={onCancel}>
                Close
              </button>
            </div>
          </>
        )}
        {phase.kind === 'ready' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit(phase.challenge);
            }}
          >
            <p className="hunt-challenge__text">{phase.challenge.question}</p>
            <div className="hunt-challenge__picture">
              <img src={phase.challenge.image} alt="Nine pictures of ghosts, bats, pumpkins and tombstones" draggable={false} />
              <div
                className="hunt-challenge__grid"
                style={{
                  gridTemplateColumns: `repeat(${phase.challenge.columns}, 1fr)`,
                  gridTemplateRows: `repeat(${phase.challenge.rows}, 1fr)`,
                }}
              >
                {Array.from({ length: phase.challenge.columns * phase.challenge.rows }, (_, i) => (
                  <button
                    key={i}
                    type="button"
                    className="hunt-challenge__cell"
                    aria-pressed={picks.includes(i)}
                    aria-label={`Picture ${i + 1}`}
                    onClick={() => toggle(i)}
                  />
                ))}
              </div>
            </div>
            {note && (
              <p className="hunt-challenge__note" role="status">
                {note}
              </p>
            )}
            <div className="hunt-challenge__actions">
              <button type="submit" disabled={sending || picks.length === 0}>
                Send
              </button>
              <button type="button" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
