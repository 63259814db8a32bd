import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TournamentStatus } from '@grimhunt/contracts';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTournaments } from '../api/get-tournaments';
import { firstTab, STATUS_LABELS } from '../tournaments-view';
import { TournamentCard } from './tournament-card';
import '../tournaments.css';

const TABS: TournamentStatus[] = ['running', 'upcoming', 'finished'];

/** /tournaments: running, upcoming and finished tournaments in three tabs. */
export function TournamentsScreen() {
  const tournaments = useTournaments();
  const [picked, setPicked] = useState<TournamentStatus | null>(null);
  const list = tournaments.data;
  const tab = picked ?? (list ? firstTab(list) : 'running');

  return (
    <section className="tournaments-screen" aria-labelledby="tournaments-title">
      <ScreenHeader
        titleId="tournaments-title"
        eyebrow="Covens compete"
        title="Tournaments"
        tagline="Enter with your coven before the start; manual hunts on the chosen grounds score."
      >
        <Link className="btn btn--ghost btn--small" to={paths.game.covens.getHref()}>
          Covens
        </Link>
        <Link className="btn btn--ghost btn--small" to={paths.game.tokenShop.getHref()}>
          Token shop
        </Link>
      </ScreenHeader>
      {tournaments.isPending && <Spinner label="Reading the calendar..." />}
      {tournaments.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the tournaments: {tournaments.error.message}
        </p>
      )}
      {list && (
        <>
          <div className="tabs" role="group" aria-label="Tournaments by status">
            {TABS.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={tab === status}
                className={`tabs__tab${tab === status ? ' tabs__tab--active' : ''}`}
                onClick={() => setPicked(status)}
              >
                {STATUS_LABELS[status]} ({list[status].length})
              </button>
            ))}
          </div>
          {list[tab].length === 0 && <p className="panel muted">No {STATUS_LABELS[tab].toLowerCase()} tournaments.</p>}
          <div className="tournaments-screen__list">
            {list[tab].map((t) => (
              <TournamentCard key={t.id} tournament={t} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
