import type { Identifier, RaRecord } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { TournamentFields } from './tournament-form';
import { TournamentResults } from './tournament-results';
import { toTournamentWrite, validateTournamentForm } from './tournament-rules';

/** A started or ended tournament is read-only: the API refuses both changes and deletion once it has started. */
const started = (record: RaRecord) => record['status'] !== 'upcoming';

export function TournamentEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit
      id={id}
      transform={toTournamentWrite}
      validate={validateTournamentForm}
      after={<TournamentResults id={id} />}
      locked={started}
    >
      <TournamentFields />
    </DetailEdit>
  );
}
