import { NumberField, TextField } from 'react-admin';
import { ImageColumn, YesNoField } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { RegionCreate } from './region-create';
import { RegionEdit } from './region-edit';

export function RegionList() {
  return (
    <MasterDetail
      label="regions"
      sort={{ field: 'sequence', order: 'ASC' }}
      listWidth="36%"
      renderEdit={(id) => <RegionEdit id={id} />}
      renderCreate={() => <RegionCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <NumberField source="sequence" />
      <YesNoField source="visible" />
    </MasterDetail>
  );
}
