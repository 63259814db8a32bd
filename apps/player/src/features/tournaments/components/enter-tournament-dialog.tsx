import type { TournamentDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { GameDialog } from '../../../components/game-dialog';
import { useEnterTournament } from '../api/enter-tournament';
import { formatWhen } from '../tournaments-view';
import '../tournaments.css';

/** The confirmation before entering: the fee (gone for good) and what the player commits to. */
export function EnterTournamentDialog({ tournament, onClose }: { tournament: TournamentDto; onClose: () => void }) {
  const enter = useEnterTournament();
  const footer = enter.isSuccess ? (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      Done
    </button>
  ) : (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Cancel
      </button>
      <button type="button" className="btn btn--primary" disabled={enter.isPending} onClick={() => enter.mutate(tournament.id)}>
        {enter.isPending
          ? 'Entering...'
          : tournament.entryFee > 0
            ? `Pay ${tournament.entryFee.toLocaleString('en-US')} gold and enter`
            : 'Enter'}
      </button>
    </>
  );
  return (
    <GameDialog title={`Enter ${tournament.name}?`} onClose={onClose} footer={footer} className="tournament-enter">
      {enter.isSuccess ? (
        <p className="alert alert--ok" role="status">
          {enter.data.message}
        </p>
      ) : (
        <>
          <p>
            Entry fee:{' '}
            {tournament.entryFee > 0 ? <CurrencyAmount name="gold" value={tournament.entryFee} label="gold" /> : <strong>free</strong>}
            {tournament.entryFee > 0 && ', paid now and not returned.'}
          </p>
          <p className="muted">
            From {formatWhen(tournament.startsAt)} your manual hunts on {tournament.grounds.map((g) => g.name).join(', ')} score for your
            coven. Automatic and chrono hunts do not count.
          </p>
          {enter.isError && (
            <p className="alert alert--error" role="alert">
              {enter.error.message}
            </p>
          )}
        </>
      )}
    </GameDialog>
  );
}
