import { TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { EnemyTypeCreate } from './enemy-type-create';
import { EnemyTypeEdit } from './enemy-type-edit';

export function EnemyTypeList() {
  return (
    <MasterDetail
      label="GhostTypes"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <EnemyTypeEdit id={id} />}
      renderCreate={() => <EnemyTypeCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
    </MasterDetail>
  );
}
