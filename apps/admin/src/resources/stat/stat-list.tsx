import { SelectField, TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { STAT_TYPE_CHOICES } from './stat-choices';
import { MasterDetail } from '../../components/master-detail';
import { StatCreate } from './stat-create';
import { StatEdit } from './stat-edit';

export function StatList() {
  return (
    <MasterDetail
      label="stats"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <StatEdit id={id} />}
      renderCreate={() => <StatCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
      <SelectField source="statType" choices={STAT_TYPE_CHOICES} />
    </MasterDetail>
  );
}
