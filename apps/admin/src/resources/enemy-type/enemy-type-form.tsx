import { TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';

/** Inputs of a enemytype; shared by the edit and create panels. */
export function EnemyTypeFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <ImageUploadInput source="imageId" label="Image" />
    </>
  );
}
