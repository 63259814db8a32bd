import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { SINGLE_ITEM_TYPES, SUBSCRIPTION_LEVELS } from '@grimhunt/contracts';
import { ImageUploadInput } from '../../components/image-upload-input';
import { ItemAmountListInput } from '../../components/pickers/item-inputs';
import { toInt } from '../../components/parse';

/** Inputs of a premiumPackage; shared by the edit and create panels. */
export function PremiumPackageFields() {
  return (
    <>
      <TextInput source="name" />
      <NumberInput source="usd" label="usd (price)" />
      <NumberInput source="month" />
      <NumberInput source="year" />
      <NumberInput source="categorySortingNumber" />
      <TextInput source="promotionalLabel" helperText="e.g. NEW, SALE, 50% OFF" />
      <SelectInput source="subscriptionLevel" choices={[...SUBSCRIPTION_LEVELS]} parse={toInt} />
      <SelectInput source="singleItemType" choices={[...SINGLE_ITEM_TYPES]} parse={toInt} />
      <ImageUploadInput source="imageId" label="Image" />
      <ImageUploadInput source="animatedImageId" label="Animated image (video)" animated />
      <BooleanInput source="visible" />
      <TextInput source="flavorText" multiline minRows={2} />
      <ItemAmountListInput source="items" label="Items" />
    </>
  );
}
