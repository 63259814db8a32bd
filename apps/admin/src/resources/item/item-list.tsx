import { ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { ItemCreate } from './item-create';
import { ItemEdit } from './item-edit';

const itemFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="type" source="type" reference="itemtype" sort={{ field: 'name', order: 'ASC' }} perPage={200} alwaysOn>
    <SelectInput optionText="name" label="Item type" emptyText="all" />
  </ReferenceInput>,
];

export function ItemList() {
  return (
    <MasterDetail
      label="items"
      filters={itemFilters}
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <ItemEdit id={id} />}
      renderCreate={() => <ItemCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <ReferenceField source="type" reference="itemtype" link={false} label="Type" sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <ReferenceField source="rarity" reference="rarity" link={false} sortable={false}>
        <TextField source="name" />
      </ReferenceField>
    </MasterDetail>
  );
}
