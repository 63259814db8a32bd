import { Box } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailCreate, DetailEdit } from '../../components/detail-form';
import { ImageUploadInput } from '../../components/image-upload-input';
import { NestedMasterDetail } from '../../components/nested-master-detail';
import { ItemIdInput, ItemIdListInput } from '../../components/pickers/item-inputs';
import { dataProvider } from '../../providers/data-provider';
import { HuntingTablesPanel } from './hunting-tables-panel';

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 140px' } }}>{children}</Box>;
}

function HuntingGroundFields() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="flavorText" multiline minRows={2} />
      <Row>
        <ImageUploadInput source="imageId" label="Image" />
        <ImageUploadInput source="animatedImageId" label="Animated image (video)" animated />
      </Row>
      <Row>
        <BooleanInput source="visible" />
        <NumberInput source="sequence" />
        <NumberInput source="additionalHuntTime" label="additionalHuntTime (min)" />
      </Row>
      <Row>
        <NumberInput source="xpReqired" label="xpReqired" />
        <NumberInput source="travelCost" />
      </Row>
      <Row>
        <NumberInput source="rawPowerCap" />
        <NumberInput source="mysticPowerCap" />
      </Row>
      <ItemIdInput source="keyId" label="Key item" />
      <ItemIdListInput source="specialBaitItemId" label="Special bait items" />
      <ReferenceInput source="regionId" reference="region" sort={{ field: 'sequence', order: 'ASC' }} perPage={200}>
        <SelectInput optionText="name" label="Region" />
      </ReferenceInput>
    </>
  );
}

/**
 * A new hunting ground. The form field is spelt `xpReqired`; the new-entry default of the spec uses
 * `xpRequired`, so both keys are sent on create (the API accepts either).
 */
export function newHuntingGround(regionId: string) {
  return {
    name: '',
    flavorText: '',
    imageId: null,
    animatedImageId: null,
    visible: false,
    sequence: 0,
    additionalHuntTime: 0,
    xpReqired: 0,
    xpRequired: 0,
    travelCost: 0,
    rawPowerCap: 0,
    mysticPowerCap: 0,
    keyId: null,
    specialBaitItemId: [] as string[],
    regionId,
  };
}

/** Keeps `xpRequired` equal to the edited `xpReqired` on create. */
const withBothXpKeys = (data: Record<string, any>) => ({ ...data, xpRequired: data.xpReqired });

/** Hunting grounds of a region, edited inside the region's detail. */
export function HuntingGroundsPanel({ regionId }: { regionId: string }) {
  const { data, isLoading } = useQuery({
    queryKey: ['huntingground', 'region', regionId],
    queryFn: () => dataProvider.groundsOfRegion(regionId),
  });
  const grounds = data ? [...data].sort((a, b) => a.sequence - b.sequence) : undefined;
  return (
    <NestedMasterDetail
      title="Hunting grounds"
      label="huntingground"
      records={grounds}
      isLoading={isLoading}
      primary={(ground) => ground.name || '(unnamed)'}
      secondary={(ground) => `sequence ${ground.sequence}${ground.visible ? '' : ' · hidden'}`}
      renderEdit={(id, done) => (
        <DetailEdit
          resource="huntingground"
          id={id}
          onDone={done}
          title="Hunting ground"
          after={<HuntingTablesPanel huntingGroundId={id} />}
        >
          <HuntingGroundFields />
        </DetailEdit>
      )}
      renderCreate={(done) => (
        <DetailCreate
          resource="huntingground"
          defaults={newHuntingGround(regionId)}
          onDone={done}
          title="New hunting ground"
          transform={withBothXpKeys}
        >
          <HuntingGroundFields />
        </DetailCreate>
      )}
    />
  );
}
