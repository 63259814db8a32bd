import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';

/** Inputs of a itemtype; shared by the edit and create panels. */
export function ItemTypeFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <NumberInput source="itemTypeSlots" />
      <BooleanInput source="isEquipment" />
      <BooleanInput source="alwaysEquipped" helperText="A special item that only needs to be in the inventory" />
      <TextInput source="flavorText" multiline minRows={2} />
      <NumberInput source="orderIndex" />
      <ImageUploadInput source="imageId" label="Image" />
    </>
  );
}
