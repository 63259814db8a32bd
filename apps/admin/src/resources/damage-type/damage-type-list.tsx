import { TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { ColorSwatchField } from '../../components/color-swatch';
import { MasterDetail } from '../../components/master-detail';
import { DamageTypeCreate } from './damage-type-create';
import { DamageTypeEdit } from './damage-type-edit';

export function DamageTypeList() {
  return (
    <MasterDetail
      label="damageTypes"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <DamageTypeEdit id={id} />}
      renderCreate={() => <DamageTypeCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
      <ColorSwatchField source="colorHex" label="Colour" />
    </MasterDetail>
  );
}
