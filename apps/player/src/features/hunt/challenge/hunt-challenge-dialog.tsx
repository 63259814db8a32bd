import { useHuntChallenge } from '../hooks/use-hunt-challenge';
import { ChallengePicture } from './challenge-picture';
import './hunt-challenge.css';

/**
 * The anti-bot picture puzzle: a server-drawn PNG of 3 x 3 pictures; the player toggles the pictures that answer the
 * question and sends them. Solved: `onSolved` (the caller retries the hunt). Cancel: `onCancel`.
 */
export function HuntChallengeDialog({ onSolved, onCancel }: { onSolved: () => void; onCancel: () => void }) {
  const { phase, picks, note, sending, load, toggle, submit } = useHuntChallenge(onSolved);

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
            <ChallengePicture challenge={phase.challenge} picks={picks} onToggle={toggle} />
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
