import type { TournamentPrizeDto, TournamentScoreboardDto } from '@grimhunt/contracts';
import { CovenEmblem } from '../../../components/art/coven-emblem';
import { prizeFor, prizeText } from '../tournaments-view';
import '../tournaments.css';

interface ScoreboardTableProps {
  board: TournamentScoreboardDto;
  prizes: TournamentPrizeDto[];
  /** The viewer's coven, highlighted. */
  myCovenId: string | null;
}

/** Covens by points, each with its members' points; a finished board also names each place's prize. */
export function ScoreboardTable({ board, prizes, myCovenId }: ScoreboardTableProps) {
  if (board.covens.length === 0) return <p className="muted">No coven has entered yet.</p>;
  return (
    <ol className="scoreboard" aria-label="Scoreboard">
      {board.covens.map((coven) => {
        const prize = prizeFor(prizes, coven.place);
        return (
          <li
            key={coven.covenId}
            className={`scoreboard__coven${coven.covenId === myCovenId ? ' scoreboard__coven--mine' : ''}`}
            aria-label={coven.covenName}
            data-testid={`score-${coven.covenName}`}
          >
            <span className={`scoreboard__place scoreboard__place--${Math.min(coven.place, 4)}`}>{coven.place}</span>
            <CovenEmblem seed={coven.emblemImageId} name={coven.covenName} size={40} />
            <span className="scoreboard__name">
              {coven.covenName}
              {board.status === 'finished' && prize && <span className="muted scoreboard__prize">{prizeText(prize)} each</span>}
            </span>
            <strong className="scoreboard__points" data-testid="coven-points">
              {coven.points.toLocaleString('en-US')}
            </strong>
            <ul className="scoreboard__members" aria-label={`${coven.covenName} members`}>
              {coven.members.map((member) => (
                <li key={member.userId ?? member.name}>
                  <span>{member.name}</span>
                  <span className="muted">
                    {member.ghosts} ghost{member.ghosts === 1 ? '' : 's'}
                  </span>
                  <span className="scoreboard__member-points">{member.points.toLocaleString('en-US')}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
