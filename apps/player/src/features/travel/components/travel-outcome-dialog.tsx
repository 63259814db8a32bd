import { Link } from 'react-router-dom';
import { GameDialog } from '../../../components/game-dialog';
import { GroundArt } from '../../../components/art/ground-art';
import { paths } from '../../../config/paths';
import { formatCurrency } from '../../../lib/format';
import type { TravelOutcome } from '../hooks/use-travel-screen';
import { TRAVEL_COST_UNIT } from '../travel-cost';

/** The journey's outcome: the ground reached with what it cost, or the server's refusal. */
export function TravelOutcomeDialog({ outcome, onClose }: { outcome: TravelOutcome; onClose: () => void }) {
  return (
    <GameDialog
      title={outcome.ok ? outcome.ground.name : 'You cannot travel there yet'}
      onClose={onClose}
      className={`game-dialog--travel${outcome.ok ? '' : ' game-dialog--error'}`}
      footer={
        outcome.ok ? (
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Hunt here
          </Link>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Close
          </button>
        )
      }
    >
      {outcome.ok && (
        <GroundArt
          imageId={outcome.ground.imageId}
          name={outcome.ground.name}
          width={320}
          height={180}
          className="travel-result__art"
          large
        />
      )}
      <p className="travel-result__message" role={outcome.ok ? 'status' : 'alert'}>
        {outcome.ok ? outcome.answer.message : outcome.message}
      </p>
      {outcome.ok && outcome.answer.paid > 0 && (
        <p className="muted">
          Paid {formatCurrency(outcome.answer.paid)} {TRAVEL_COST_UNIT} for the journey.
        </p>
      )}
    </GameDialog>
  );
}
