import { TextField } from 'react-admin';
import { ColorSwatchField } from '../../components/color-swatch';
import { MasterDetail } from '../../components/master-detail';
import { RarityCreate } from './rarity-create';
import { RarityEdit } from './rarity-edit';

export function RarityList() {
  return (
    <MasterDetail
      label="Rarities"
      sort={{ field: 'orderIndex', order: 'ASC' }}
      renderEdit={(id) => <RarityEdit id={id} />}
      renderCreate={() => <RarityCreate />}
    >
      <TextField source="name" />
      <TextField source="shortName" />
      <ColorSwatchField source="colorHex" label="Colour" />
    </MasterDetail>
  );
}
