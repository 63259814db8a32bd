import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CONTRACT_TYPES, SUBSCRIPTION_LEVELS, type ItemTypeDto } from '@grimhunt/contracts';
import { CurrencyEntriesInput } from '../../components/currency-entries-input';
import { ImageUploadInput } from '../../components/image-upload-input';
import { toInt } from '../../components/parse';
import { EnemyIdInput } from '../../components/pickers/enemy-id-input';
import { ItemAmountListInput, ItemIdInput, ItemIdListInput } from '../../components/pickers/item-inputs';
import { StatEntriesInput } from '../../components/stat-entries/stat-entries-input';
import { showsContractType, showsTrophies } from './item-form-rules';

const BY_NAME = { field: 'name', order: 'ASC' as const };
const CONTRACT_CHOICES = CONTRACT_TYPES.map((type) => ({ id: type, name: type }));
const NEED_SUB_CHOICES = [...SUBSCRIPTION_LEVELS];

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 160px' } }}>{children}</Box>;
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" color="text.secondary" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Inputs of an item with the display rules. */
export function ItemFields() {
  const typeId = useWatch({ name: 'type' }) as string | null;
  const { data: itemType } = useGetOne<ItemTypeDto>('itemtype', { id: typeId ?? '' }, { enabled: !!typeId });
  return (
    <>
      <TextInput source="name" />
      <Row>
        <ReferenceInput source="type" reference="itemtype" sort={BY_NAME} perPage={200}>
          <SelectInput optionText="name" label="Item type" emptyText="none" />
        </ReferenceInput>
        <ReferenceInput source="rarity" reference="rarity" sort={{ field: 'orderIndex', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" label="Rarity" emptyText="none" />
        </ReferenceInput>
        {showsContractType(itemType) ? <SelectInput source="contractType" choices={CONTRACT_CHOICES} emptyText="none" /> : null}
      </Row>
      <Row>
        <ImageUploadInput source="imageId" label="Image" />
        <ImageUploadInput source="animatedId" label="Animated image (video)" animated />
      </Row>
      <TextInput source="flavorText" multiline minRows={2} />
      <Row>
        <NumberInput source="reqXP" label="reqXP" />
        <SelectInput source="needSub" label="needSub" choices={NEED_SUB_CHOICES} parse={toInt} />
      </Row>
      <Row>
        <BooleanInput source="visible" />
        <BooleanInput source="buyable" />
        <BooleanInput source="premiumShop" />
        <BooleanInput source="unique" />
        <BooleanInput source="transferable" />
        <BooleanInput source="tradable" helperText="may be traded on the market" />
      </Row>
      <Section>Economy</Section>
      <CurrencyEntriesInput source="price.currencyEntries" label="Price" />
      <CurrencyEntriesInput source="refund.currencyEntries" label="Refund" />
      <StatEntriesInput source="stats.statEntries" label="Stats" />
      <Section>Crafting</Section>
      <ItemIdInput source="itemIdRequiredForUnlockCrafting" label="Recipe item (unlocks crafting)" />
      <ItemAmountListInput source="craftingMats" label="Crafting materials" />
      <ItemAmountListInput source="craftingMatsPremium" label="Premium crafting materials" />
      {showsTrophies(itemType) ? <ItemIdListInput source="trophieItemIds" label="Trophy items (souvenirs / documents)" /> : null}
      <EnemyIdInput source="canAttractEnemyId" label="Can attract ghost" />
    </>
  );
}
