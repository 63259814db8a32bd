import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TournamentDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { paths } from '../../../config/paths';
import { bracketText, durationText, formatWhen, prizeFor, prizeText, scoringText, STATUS_LABELS } from '../tournaments-view';
import { EnterTournamentDialog } from './enter-tournament-dialog';
import '../tournaments.css';

/** How many places the card lists before "and N more". */
const PRIZES_SHOWN = 3;

/** One tournament: when, where, scoring, bracket, fee and prizes; enter (upcoming) or the scoreboard (running, finished). */
export function TournamentCard({ tournament: t }: { tournament: TournamentDto }) {
  const [confirming, setConfirming] = useState(false);
  const prizes = t.prizes.filter((p) => prizeFor(t.prizes, p.place)).sort((a, b) => a.place - b.place);
  return (
    <article className={`panel tournament-card tournament-card--${t.status}`} aria-label={t.name}>
      <header className="tournament-card__head">
        <h3 className="tournament-card__name">{t.name}</h3>
        <span className={`badge tournament-status tournament-status--${t.status}`}>{STATUS_LABELS[t.status]}</span>
        {t.entered && <span className="badge tournament-card__entered">Entered</span>}
      </header>
      <dl className="tournament-card__facts">
        <dt>When</dt>
        <dd>
          {formatWhen(t.startsAt)} – {formatWhen(t.endsAt)} ({durationText(t.startsAt, t.endsAt)})
        </dd>
        <dt>Grounds</dt>
        <dd>{t.grounds.map((g) => g.name).join(', ')}</dd>
        <dt>Scoring</dt>
        <dd>{scoringText(t)}</dd>
        <dt>Who</dt>
        <dd>
          {bracketText(t)} · {t.entrantCount} entered
        </dd>
        <dt>Entry fee</dt>
        <dd>{t.entryFee > 0 ? <CurrencyAmount name="gold" value={t.entryFee} label="gold" /> : 'Free'}</dd>
      </dl>
      {prizes.length > 0 && (
        <ol className="tournament-card__prizes" aria-label="Prizes per member">
          {prizes.slice(0, PRIZES_SHOWN).map((p) => (
            <li key={p.place}>
              <span className="tournament-place">#{p.place}</span> {prizeText(p)}
            </li>
          ))}
          {prizes.length > PRIZES_SHOWN && <li className="muted">and {prizes.length - PRIZES_SHOWN} more places</li>}
        </ol>
      )}
      <div className="tournament-card__actions">
        {t.status === 'upcoming' && !t.entered && (
          <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)}>
            Enter
          </button>
        )}
        {t.status !== 'upcoming' && (
          <Link className="btn btn--ghost" to={paths.game.tournament.getHref(t.id)}>
            {t.status === 'running' ? 'Live scoreboard' : 'Results'}
          </Link>
        )}
      </div>
      {confirming && <EnterTournamentDialog tournament={t} onClose={() => setConfirming(false)} />}
    </article>
  );
}
