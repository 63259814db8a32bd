import { NumberInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';
import { ItemIdInput, ItemIdListInput } from '../../components/pickers/item-inputs';

/** Inputs of a rank; shared by the edit and create panels. */
export function RankFields() {
  return (
    <>
      <TextInput source="name" />
      <NumberInput source="xp" />
      <TextInput source="flavorText" multiline minRows={2} />
      <ImageUploadInput source="imageId" label="Image" />
      <ItemIdListInput source="rewardItemIds" label="Reward items" unique />
      <ItemIdInput source="rewardItemId" label="Legacy reward item (can only be removed)" removeOnly />
    </>
  );
}
