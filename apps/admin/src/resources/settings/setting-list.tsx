import { FunctionField, TextField } from 'react-admin';
import { MasterDetail } from '../../components/master-detail';
import { SettingCreate } from './setting-create';
import { SettingEdit } from './setting-edit';
import { describeSetting } from './setting-rules';

/** Every `setting` row with the registry's description of its key. */
export function SettingList() {
  return (
    <MasterDetail
      label="setting"
      sort={{ field: 'key', order: 'ASC' }}
      renderEdit={(id) => <SettingEdit id={id} />}
      renderCreate={() => <SettingCreate />}
    >
      <TextField source="key" />
      <TextField source="value" />
      <FunctionField<{ key: string }> label="Description" render={(record) => describeSetting(record.key)} />
    </MasterDetail>
  );
}
