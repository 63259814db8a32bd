import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';
import { STAT_TYPE_CHOICES, toInt } from './stat-choices';

const BY_NAME = { field: 'name', order: 'ASC' as const };

/** Inputs of a stat; shared by the edit and create panels. */
export function StatFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <SelectInput source="statType" choices={STAT_TYPE_CHOICES} parse={toInt} />
      <ReferenceInput source="procType" reference="proctype" sort={BY_NAME}>
        <SelectInput optionText="name" emptyText="none" />
      </ReferenceInput>
      <ReferenceInput source="procEventType" reference="proceventtype" sort={BY_NAME}>
        <SelectInput optionText="name" emptyText="none" />
      </ReferenceInput>
      <ReferenceInput source="affectedCreatureType" reference="enemytype" sort={BY_NAME}>
        <SelectInput optionText="name" emptyText="none" />
      </ReferenceInput>
      <ReferenceInput source="damageType" reference="damagetype" sort={BY_NAME}>
        <SelectInput optionText="name" emptyText="none" />
      </ReferenceInput>
      <ImageUploadInput source="imageId" label="Image" />
      <TextInput source="flavorText" multiline minRows={2} />
      <TextInput source="unitSymbol" />
    </>
  );
}
