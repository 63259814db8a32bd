import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { TournamentFields } from './tournament-form';
import { TournamentResults } from './tournament-results';
import { toTournamentWrite, validateTournamentForm } from './tournament-rules';

export function TournamentEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id} transform={toTournamentWrite} validate={validateTournamentForm} after={<TournamentResults id={id} />}>
      <TournamentFields />
    </DetailEdit>
  );
}
