import { Datagrid, DateField, List, NumberField, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';

const seanceMapFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Owner name" />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'complete', name: 'Finished' },
      { id: 'expired', name: 'Expired unfinished' },
    ]}
  />,
  <TextInput key="userId" source="userId" label="Owner id" />,
];

/** Every séance map, newest first, read-only: filter by the owner's name or id and by status. */
export function SeanceMapList() {
  return (
    <List filters={seanceMapFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="ownerName" label="Owner" />
        <TextField source="scrollName" label="Scroll" sortable={false} />
        <NumberField source="caught" label="Caught" sortable={false} />
        <NumberField source="ghostCount" label="Ghosts" sortable={false} />
        <NumberField source="members" label="Players" sortable={false} />
        <TextField source="status" sortable={false} />
        <DateField source="createdAt" label="Started" showTime />
        <DateField source="expiresAt" label="Expires" showTime />
        <DateField source="settledAt" label="Chests paid" showTime sortable={false} />
        <TextField source="ownerId" label="Owner id" sortable={false} />
      </Datagrid>
    </List>
  );
}
