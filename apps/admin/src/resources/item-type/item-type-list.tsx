import { NumberField, TextField } from 'react-admin';
import { ImageColumn, YesNoField } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { ItemTypeCreate } from './item-type-create';
import { ItemTypeEdit } from './item-type-edit';

export function ItemTypeList() {
  return (
    <MasterDetail
      label="itemTypes"
      sort={{ field: 'orderIndex', order: 'ASC' }}
      renderEdit={(id) => <ItemTypeEdit id={id} />}
      renderCreate={() => <ItemTypeCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
      <NumberField source="itemTypeSlots" label="Slots" />
      <YesNoField source="isEquipment" label="Equipment" />
    </MasterDetail>
  );
}
