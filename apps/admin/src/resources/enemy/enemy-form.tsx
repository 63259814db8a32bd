import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { CurrencyEntriesInput } from '../../components/currency-entries-input';
import { ImageUploadInput } from '../../components/image-upload-input';
import { StatEntriesInput } from '../../components/stat-entries/stat-entries-input';
import { EnemyEquipmentInput } from './enemy-equipment-input';
import { EnemyLootInput } from './enemy-loot-input';

const BY_NAME = { field: 'name', order: 'ASC' as const };

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 140px' } }}>{children}</Box>;
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" color="text.secondary" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Inputs of a ghost (enemy). */
export function EnemyFields() {
  return (
    <>
      <TextInput source="name" />
      <Row>
        <ReferenceInput source="enemyType" reference="enemytype" sort={BY_NAME} perPage={200}>
          <SelectInput optionText="name" label="Ghost type" emptyText="none" />
        </ReferenceInput>
        <ReferenceInput source="enemyRarity" reference="rarity" sort={{ field: 'orderIndex', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" label="Rarity" emptyText="none" />
        </ReferenceInput>
      </Row>
      <Row>
        <ImageUploadInput source="imageId" label="Image" />
        <ImageUploadInput source="animatedImageId" label="Animated image (video)" animated />
      </Row>
      <TextInput source="flavorText" multiline minRows={2} />
      <Row>
        <BooleanInput source="visible" />
        <BooleanInput source="midnightGhost" />
        <BooleanInput source="nessyGhost" />
        <BooleanInput source="immuneMysticPower" />
        <BooleanInput source="hasPopulation" />
      </Row>
      <Row>
        <NumberInput source="scareFactor" />
        <NumberInput source="population" />
        <NumberInput source="xp" label="xp (reward)" />
      </Row>
      <CurrencyEntriesInput source="currencies.currencyEntries" label="Currencies (reward)" />
      <Section>Special ghost</Section>
      <Row>
        <BooleanInput source="specialGhost" />
        <BooleanInput source="specialGhostRecurringYear" />
        <NumberInput source="specialGhostChance" label="specialGhostChance %" />
      </Row>
      <Row>
        <NumberInput source="specialGhostFromDateDay" label="From day" />
        <NumberInput source="specialGhostFromDateMonth" label="From month" />
        <NumberInput source="specialGhostFromDateYear" label="From year" />
      </Row>
      <Row>
        <NumberInput source="specialGhostToDateDay" label="To day" />
        <NumberInput source="specialGhostToDateMonth" label="To month" />
        <NumberInput source="specialGhostToDateYear" label="To year" />
      </Row>
      <Section>Loot and gear</Section>
      <EnemyLootInput />
      <EnemyEquipmentInput />
      <StatEntriesInput source="stats.statEntries" label="Stats" />
    </>
  );
}
