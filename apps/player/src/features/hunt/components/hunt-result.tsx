import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HUNT_TONE_LABELS } from '../../../lib/journal-view';
import { GameDialog } from '../../../components/game-dialog';
import { useHuntResult } from '../hooks/use-hunt-result';
import { HuntResultBody } from './hunt-result-body';
import '../hunt.css';
import '../hunt-result.css';

/**
 * The hunt result over home: the rounds revealed one by one (the ghost comes with its round), power
 * against scare factor with the chance, then the trap snaps on a caught ghost or an escaped one flies off; "Show all"
 * skips the reveal. Then the spec's text, why a hunt failed, XP, gold, loot and procs of the answer.
 */
export function HuntResult() {
  const result = useHuntResult();
  if (!result) return null;
  const { answer, close, tone, outcomeAt } = result;
  // The pending words are hidden from assistive technology, so the dialog's name is the outcome from the start.
  return (
    <GameDialog
      title={
        <span className="hunt-title">
          <span className="hunt-title__pending" aria-hidden="true">
            The hunt…
          </span>
          <span className="hunt-title__outcome">{HUNT_TONE_LABELS[tone]}</span>
        </span>
      }
      onClose={close}
      style={outcomeAt}
      className={`game-dialog--result game-dialog--${tone}`}
      footer={
        <>
          <Link className="btn btn--ghost" to={paths.game.journal.getHref()} onClick={close}>
            Journal
          </Link>
          <button type="button" className="btn btn--primary" onClick={close}>
            Continue
          </button>
        </>
      }
    >
      <HuntResultBody key={answer.journalEntry?.id ?? answer.currentTimeStamp} answer={answer} />
    </GameDialog>
  );
}
