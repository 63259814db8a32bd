import { NumberInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';

/** Inputs of a currency; shared by the edit and create panels. */
export function CurrencyFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <TextInput source="flavorText" multiline minRows={2} />
      <NumberInput source="orderIndex" />
      <ImageUploadInput source="imageId" label="Image" />
    </>
  );
}
