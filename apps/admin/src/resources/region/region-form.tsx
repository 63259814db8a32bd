import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';
import { ItemIdInput } from '../../components/pickers/item-inputs';

function Row({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', alignItems: 'center', '& > *': { flex: '1 1 140px' } }}>
      {children}
    </Box>
  );
}

export function RegionFields() {
  return (
    <>
      <TextInput source="name" />
      <Row>
        <ImageUploadInput source="imageId" label="Image" />
        <ImageUploadInput source="animatedImageId" label="Animated image (video)" animated />
      </Row>
      <Row>
        <NumberInput source="sequence" />
        <NumberInput source="xpReqired" label="xpReqired" />
        <BooleanInput source="visible" />
      </Row>
      <ItemIdInput source="keyId" label="Key item" />
    </>
  );
}
