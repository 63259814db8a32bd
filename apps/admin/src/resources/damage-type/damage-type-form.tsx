import { TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';
import { ColorHexInput } from '../../components/color-swatch';

/** Inputs of a damagetype; shared by the edit and create panels. */
export function DamageTypeFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <ImageUploadInput source="imageId" label="Image" />
      <ColorHexInput />
    </>
  );
}
