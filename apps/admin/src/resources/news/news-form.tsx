import { NumberInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';
import { ItemIdInput } from '../../components/pickers/item-inputs';

/** Inputs of a news; shared by the edit and create panels. */
export function NewsFields() {
  return (
    <>
      <TextInput source="header" />
      <TextInput source="name" helperText="Optional author / short name" />
      <TextInput source="message" multiline minRows={5} />
      <ImageUploadInput source="imageId" label="Image" />
      <ImageUploadInput source="animatedImageId" label="Animated image (video)" animated />
      <ItemIdInput source="rewardItemId" label="Reward item" />
      <NumberInput source="timestamp" helperText="Unix seconds; empty on create lets the server stamp it" />
    </>
  );
}
