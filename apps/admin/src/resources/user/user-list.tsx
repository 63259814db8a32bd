import { NumberField, SearchInput, SelectField, TextField } from 'react-admin';
import { ADMIN_USER_PAGE_SIZE } from '@grimhunt/contracts';
import { MasterDetail } from '../../components/master-detail';
import { USER_ROLE_CHOICES } from './user-choices';
import { UserEdit } from './user-edit';

const userFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** Users, 40 per page. Users come from registration, so there is no Create New. */
export function UserList() {
  return (
    <MasterDetail
      label="user"
      filters={userFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={ADMIN_USER_PAGE_SIZE}
      canCreate={false}
      listWidth="42%"
      renderEdit={(id) => <UserEdit id={id} />}
      renderCreate={() => null}
    >
      <TextField source="name" />
      {/* Registered addresses can be long and have no spaces: let them wrap inside the column. */}
      <TextField source="email" sx={{ overflowWrap: 'anywhere' }} />
      <NumberField source="xp" />
      <SelectField source="userRole" choices={USER_ROLE_CHOICES} />
    </MasterDetail>
  );
}
