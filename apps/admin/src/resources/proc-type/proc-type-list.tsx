import { TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { ProcTypeCreate } from './proc-type-create';
import { ProcTypeEdit } from './proc-type-edit';

export function ProcTypeList() {
  return (
    <MasterDetail
      label="procTypes"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <ProcTypeEdit id={id} />}
      renderCreate={() => <ProcTypeCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
    </MasterDetail>
  );
}
