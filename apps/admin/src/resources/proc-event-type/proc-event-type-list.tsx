import { TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { ProcEventTypeCreate } from './proc-event-type-create';
import { ProcEventTypeEdit } from './proc-event-type-edit';

export function ProcEventTypeList() {
  return (
    <MasterDetail
      label="procEventTypes"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <ProcEventTypeEdit id={id} />}
      renderCreate={() => <ProcEventTypeCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
    </MasterDetail>
  );
}
