import { DateField, NumberField, TextField } from 'react-admin';
import { MasterDetail } from '../../components/master-detail';
import { TournamentCreate } from './tournament-create';
import { TournamentEdit } from './tournament-edit';

export function TournamentList() {
  return (
    <MasterDetail
      label="tournament"
      sort={{ field: 'startsAt', order: 'DESC' }}
      renderEdit={(id) => <TournamentEdit id={id} />}
      renderCreate={() => <TournamentCreate />}
    >
      <TextField source="name" />
      <DateField source="startsAt" label="Starts" showTime />
      <TextField source="status" sortable={false} />
      <NumberField source="entrantCount" label="Entrants" sortable={false} />
    </MasterDetail>
  );
}
