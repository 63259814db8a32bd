import { BooleanInput, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { EnemyCreate } from './enemy-create';
import { EnemyEdit } from './enemy-edit';

/** "only" toggles: checked filters on `true`; unchecked gives '' which the list drops (never filters on `false`). */
const onlyWhenChecked = (value: unknown) => (value ? true : '');

const enemyFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="enemyType" source="enemyType" reference="enemytype" sort={{ field: 'name', order: 'ASC' }} perPage={200} alwaysOn>
    <SelectInput optionText="name" label="Ghost type" emptyText="all" />
  </ReferenceInput>,
  <ReferenceInput
    key="enemyRarity"
    source="enemyRarity"
    reference="rarity"
    sort={{ field: 'orderIndex', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput optionText="name" label="Rarity" emptyText="all" />
  </ReferenceInput>,
  <BooleanInput key="midnightGhost" source="midnightGhost" label="Midnight Ghost only" parse={onlyWhenChecked} alwaysOn />,
  <BooleanInput key="specialGhost" source="specialGhost" label="Special Ghosts only" parse={onlyWhenChecked} alwaysOn />,
  <BooleanInput key="nessyGhost" source="nessyGhost" label="Nessy Ghosts only" parse={onlyWhenChecked} alwaysOn />,
];

export function EnemyList() {
  return (
    <MasterDetail
      label="Ghosts"
      filters={enemyFilters}
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <EnemyEdit id={id} />}
      renderCreate={() => <EnemyCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <ReferenceField source="enemyType" reference="enemytype" link={false} label="Type" sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <ReferenceField source="enemyRarity" reference="rarity" link={false} label="Rarity" sortable={false}>
        <TextField source="name" />
      </ReferenceField>
    </MasterDetail>
  );
}
