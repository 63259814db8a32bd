import { Link } from 'react-router-dom';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { SCOREBOARD_REFRESH_MS, useScoreboard } from '../api/get-scoreboard';
import { useTournaments } from '../api/get-tournaments';
import { formatWhen, STATUS_LABELS } from '../tournaments-view';
import { ScoreboardTable } from './scoreboard-table';
import '../tournaments.css';

/** /tournaments/{id}: the scoreboard, read again every few seconds while the tournament runs; results once it ended. */
export function ScoreboardScreen({ tournamentId }: { tournamentId: string }) {
  const board = useScoreboard(tournamentId);
  const tournaments = useTournaments();
  const all = tournaments.data ? [...tournaments.data.running, ...tournaments.data.finished, ...tournaments.data.upcoming] : [];
  const tournament = all.find((t) => t.id === tournamentId);
  const status = board.data?.status ?? tournament?.status;

  return (
    <section className="scoreboard-screen" aria-labelledby="scoreboard-title">
      <ScreenHeader
        titleId="scoreboard-title"
        eyebrow={status ? STATUS_LABELS[status] : 'Tournament'}
        title={tournament?.name ?? 'Scoreboard'}
        tagline={tournament ? `${formatWhen(tournament.startsAt)} – ${formatWhen(tournament.endsAt)}` : undefined}
      >
        <Link className="btn btn--ghost btn--small" to={paths.game.tournaments.getHref()}>
          All tournaments
        </Link>
      </ScreenHeader>
      <div className="panel">
        {board.data && (
          <p className="scoreboard-screen__status muted" role="status">
            {board.data.status === 'running' && <span className="scoreboard-screen__live">Live</span>}
            {board.data.status === 'running'
              ? `Updates every ${SCOREBOARD_REFRESH_MS / 1000} seconds · as of `
              : board.data.status === 'finished'
                ? `Final results${tournament?.paid ? ', prizes paid' : ''} · as of `
                : 'Not started yet · as of '}
            <time dateTime={board.data.asOf}>{new Date(board.data.asOf).toLocaleTimeString('en-GB')}</time>
          </p>
        )}
        {board.isPending && <Spinner label="Counting the points..." />}
        {board.isError && (
          <p className="alert alert--error" role="alert">
            Could not load the scoreboard: {board.error.message}
          </p>
        )}
        {board.data && (
          <ScoreboardTable board={board.data} prizes={tournament?.prizes ?? []} myCovenId={tournament?.enteredCovenId ?? null} />
        )}
      </div>
    </section>
  );
}
