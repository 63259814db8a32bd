import { DateField, NumberField, TextField } from 'react-admin';
import { MasterDetail } from '../../components/master-detail';
import { MirrorNightCreate } from './mirror-night-create';
import { MirrorNightEdit } from './mirror-night-edit';

export function MirrorNightList() {
  return (
    <MasterDetail
      label="Mirror Nights"
      sort={{ field: 'starts', order: 'DESC' }}
      renderEdit={(id) => <MirrorNightEdit id={id} />}
      renderCreate={() => <MirrorNightCreate />}
    >
      <TextField source="name" />
      <DateField source="starts" showTime />
      <TextField source="phase" sortable={false} />
      <NumberField source="entrants" sortable={false} />
    </MasterDetail>
  );
}
