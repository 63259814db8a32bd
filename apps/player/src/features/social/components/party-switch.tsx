import { useSetParty } from '../api/set-party';
import { errorText, SOCIAL_SCREEN_TEXTS } from '../social-messages';

/** The hunting party: whether friends' hunts may take me along, explained in one sentence. */
export function PartySwitch({ enabled }: { enabled: boolean }) {
  const setParty = useSetParty();
  const on = setParty.isPending ? setParty.variables : enabled;
  return (
    <section className="panel party-switch" aria-labelledby="party-switch-title">
      <div className="party-switch__row">
        <h2 id="party-switch-title" className="friends__heading">
          Hunting party
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="party-switch-title"
          className={`party-switch__toggle${on ? ' party-switch__toggle--on' : ''}`}
          disabled={setParty.isPending}
          onClick={() => setParty.mutate(!on)}
        >
          <span className="party-switch__knob" aria-hidden="true" />
          <span className="party-switch__state">{on ? 'On' : 'Off'}</span>
        </button>
      </div>
      <p className="muted party-switch__text">{SOCIAL_SCREEN_TEXTS.partyExplained}</p>
      {setParty.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(setParty.error)}
        </p>
      )}
    </section>
  );
}
