import { BooleanField, DateField, NumberField, SearchInput, TextField } from 'react-admin';
import { MasterDetail } from '../../components/master-detail';
import { CovenEdit } from './coven-edit';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Covens are founded by players: the back office lists, renames, disbands and moderates them but creates none. */
export function CovenList() {
  return (
    <MasterDetail
      label="coven"
      listWidth="48%"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      canCreate={false}
      renderEdit={(id) => <CovenEdit id={id} />}
      renderCreate={() => null}
    >
      <TextField source="name" />
      <TextField source="captainName" label="Captain" sortable={false} />
      <NumberField source="memberCount" label="Members" />
      <BooleanField source="open" sortable={false} />
      <DateField source="createdAt" label="Founded" />
    </MasterDetail>
  );
}
