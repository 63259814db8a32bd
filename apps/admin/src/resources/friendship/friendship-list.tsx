import { Datagrid, DateField, List, SearchInput, TextField, TextInput } from 'react-admin';

const friendshipFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Player name" />,
  <TextInput key="userId" source="userId" label="Player id" />,
];

/** Every friendship, newest first, read-only: filter by a player's name or id. */
export function FriendshipList() {
  return (
    <List filters={friendshipFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="userName" label="Player" />
        <TextField source="friendName" label="Friend" />
        <DateField source="createdAt" label="Friends since" showTime />
        <TextField source="userId" label="Player id" />
        <TextField source="friendId" label="Friend id" />
      </Datagrid>
    </List>
  );
}
