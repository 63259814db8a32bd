import { NumberField, TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { RankCreate } from './rank-create';
import { RankEdit } from './rank-edit';

export function RankList() {
  return (
    <MasterDetail
      label="ranks"
      sort={{ field: 'xp', order: 'ASC' }}
      renderEdit={(id) => <RankEdit id={id} />}
      renderCreate={() => <RankCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <NumberField source="xp" />
    </MasterDetail>
  );
}
