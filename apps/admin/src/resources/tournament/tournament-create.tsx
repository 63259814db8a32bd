import { DetailCreate } from '../../components/detail-form';
import { TournamentFields } from './tournament-form';
import { newTournament, toTournamentWrite, validateTournamentForm } from './tournament-rules';

export function TournamentCreate() {
  return (
    <DetailCreate defaults={newTournament(Date.now())} transform={toTournamentWrite} validate={validateTournamentForm}>
      <TournamentFields />
    </DetailCreate>
  );
}
