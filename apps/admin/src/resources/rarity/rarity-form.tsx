import { NumberInput, TextInput } from 'react-admin';
import { ColorHexInput } from '../../components/color-swatch';

/** Inputs of a rarity; shared by the edit and create panels. */
export function RarityFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <ColorHexInput />
      <NumberInput source="orderIndex" />
    </>
  );
}
