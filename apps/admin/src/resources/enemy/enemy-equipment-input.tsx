import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetList, useWrappedSource } from 'react-admin';
import type { ItemTypeDto } from '@grimhunt/contracts';
import { AddItemButton, EntriesInput, RowRecordName } from '../../components/entries-input';

function ItemTypeName() {
  const id = useWatch({ name: useWrappedSource('itemType') }) as string | null;
  const { data: types } = useGetList<ItemTypeDto>('itemtype', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ width: 120, alignSelf: 'center' }} noWrap>
      {types?.find((t) => t.id === id)?.name ?? id}
    </Typography>
  );
}

/** `equipment.equipment`: the ghost's gear as {itemType, itemId}; the item type comes from the picked item. */
export function EnemyEquipmentInput() {
  return (
    <EntriesInput
      source="equipment.equipment"
      label="Equipment"
      addButton={<AddItemButton entry={(item) => ({ itemType: item.type, itemId: item.id })} />}
    >
      <ItemTypeName />
      <RowRecordName source="itemId" resource="item" />
    </EntriesInput>
  );
}
