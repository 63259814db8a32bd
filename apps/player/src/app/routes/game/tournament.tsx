import { useParams } from 'react-router-dom';
import { ScoreboardScreen } from '../../../features/tournaments/components/scoreboard-screen';

/** /tournaments/{tournamentId}: the live scoreboard, or the results once it has ended. */
export function TournamentRoute() {
  const { tournamentId = '' } = useParams();
  return <ScoreboardScreen key={tournamentId} tournamentId={tournamentId} />;
}
