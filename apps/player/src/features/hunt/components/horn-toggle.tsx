import { useState } from 'react';
import { hornState, switchHornOff, switchHornOn, type HornState } from '../horn';

const LABELS: Record<HornState, string> = {
  on: 'The horn will sound when your hunt is ready.',
  off: 'Get a notification when your hunt is ready.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show notifications.',
};

/** A small hunting horn, drawn (no emoji font needed). */
function HornIcon() {
  return (
    <svg className="horn-toggle__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 14c3 0 6-1 9-4l7-5v14l-7-5c-1.5-1.2-3-1.9-4.5-2.2L9 17H6l-.8-3.2C4.2 13.7 3.5 14 3 14z" fill="currentColor" />
    </svg>
  );
}

/** The horn's opt-in: the browser asks for permission only when the player presses the button. */
export function HornToggle() {
  const [state, setState] = useState<HornState>(hornState);
  const [asking, setAsking] = useState(false);
  if (state === 'unsupported') return null;
  return (
    <div className="horn-toggle" data-state={state}>
      <span className="horn-toggle__text">{LABELS[state]}</span>
      {state === 'on' ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setState(switchHornOff())}>
          Silence the horn
        </button>
      ) : state === 'off' ? (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={asking}
          onClick={() => {
            setAsking(true);
            void switchHornOn()
              .then(setState)
              .finally(() => setAsking(false));
          }}
        >
          <HornIcon /> Notify me
        </button>
      ) : null}
    </div>
  );
}
