import { useState } from 'react';
import { hornState, switchHornOff, switchHornOn, type HornState } from '../horn';

const LABELS: Record<HornState, string> = {
  on: 'The horn will sound when your hunt is ready.',
  off: 'Get a notification when your hunt is ready.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show notifications.',
};

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
          🔔 Sound the horn
        </button>
      ) : null}
    </div>
  );
}
