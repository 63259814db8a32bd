import { useState } from 'react';
import { isHuntSuccess, type WhatIfSideDto } from '@grimhunt/contracts';
import { useSetupAdvice } from '../../api/get-setup-advice';
import { useWhatIf } from '../../api/get-what-if';
import { CurrencyAmount } from '../currency-amount';
import { Spinner } from '../spinner';
import './what-if.css';

const RESULT_WORDS: Record<string, string> = {
  SuccessRegular: 'Caught',
  SuccessMystic: 'Caught by mystic power',
  GhostTooPowerful: 'Escaped',
  NoSpecialBait: 'Escaped: special bait missing',
  NoBait: 'Could not hunt: no bait in that setup',
  WrongBait: 'Could not hunt: not this ground’s bait',
};

const chance = (bp: number) => `${Number.isInteger(bp / 100) ? bp / 100 : (bp / 100).toFixed(1)}%`;

function Side({ title, side, testId }: { title: string; side: WhatIfSideDto; testId: string }) {
  const caught = isHuntSuccess(side.huntResult);
  return (
    <div className={`what-if__side${caught ? ' what-if__side--caught' : ' what-if__side--missed'}`} data-testid={testId}>
      <span className="what-if__side-title">{title}</span>
      <strong className="what-if__result">{RESULT_WORDS[side.huntResult] ?? side.huntResult}</strong>
      {side.decidedBy !== 'specialBait' && side.huntResult !== 'NoBait' && side.huntResult !== 'WrongBait' && (
        <span className="what-if__chance">catch chance {chance(side.catchBp)}</span>
      )}
      {caught && (
        <span className="what-if__reward">
          +{side.xp} XP · <CurrencyAmount name="gold" value={side.gold} />
          {side.loot.map((l) => ` · ${l.item.name} ×${l.amount}`).join('')}
        </span>
      )}
    </div>
  );
}

/**
 * "Replay with setup X": the same hunt (same ghost, same moment, same dice) re-run by the server's engine with one
 * of the player's saved setups as it is now. Nothing changes: it only shows what would have happened.
 */
export function WhatIfReplay({ journalEntryId }: { journalEntryId: string }) {
  const [open, setOpen] = useState(false);
  const [setupIndex, setSetupIndex] = useState<number | null>(null);
  const advice = useSetupAdvice(open);
  const whatIf = useWhatIf(journalEntryId, setupIndex);
  if (!open) {
    return (
      <button type="button" className="btn btn--ghost btn--small what-if__open" onClick={() => setOpen(true)}>
        ↺ Replay with another setup
      </button>
    );
  }
  return (
    <div className="what-if" data-testid="what-if">
      <p className="what-if__intro">The same ghost, the same dice: which of your setups would have caught it?</p>
      {advice.isPending ? (
        <Spinner label="Fetching your setups..." />
      ) : advice.isError ? (
        <p className="alert alert--error" role="alert">
          {advice.error.message}
        </p>
      ) : (
        <div className="what-if__setups" role="group" aria-label="Saved setups">
          {advice.data.setups.map((setup) => (
            <button
              key={setup.index}
              type="button"
              className={`chip${setupIndex === setup.index ? ' chip--active' : ''}`}
              aria-pressed={setupIndex === setup.index}
              onClick={() => setSetupIndex(setup.index)}
            >
              Setup {setup.index + 1}
              {setup.active ? ' (at work)' : ''}
            </button>
          ))}
        </div>
      )}
      {setupIndex !== null &&
        (whatIf.isPending ? (
          <Spinner label="Replaying the hunt..." />
        ) : whatIf.isError ? (
          <p className="alert alert--error" role="alert">
            {whatIf.error.message}
          </p>
        ) : (
          <div className="what-if__compare">
            <Side title="What happened" side={whatIf.data.recorded} testId="what-if-recorded" />
            <span className="what-if__arrow" aria-hidden="true">
              ➜
            </span>
            <Side title={`With setup ${setupIndex + 1}`} side={whatIf.data.replayed} testId="what-if-replayed" />
          </div>
        ))}
    </div>
  );
}
