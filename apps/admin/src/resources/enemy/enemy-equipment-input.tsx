import { useState } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList } from 'react-admin';
import type { ItemTypeDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from '../../components/field-box';
import { ItemPickerDialog } from '../../components/pickers/item-picker-dialog';
import { appendEquipmentEntry, removeAt, type EquipmentEntry } from '../../components/pickers/picker-rules';
import { RecordName } from '../../components/record-name';

/** `equipment.equipment`: the ghost's gear as {itemType, itemId}; the item type comes from the picked item. */
export function EnemyEquipmentInput() {
  const [entries, setEntries] = useArrayValue<EquipmentEntry>('equipment.equipment');
  const [open, setOpen] = useState(false);
  const { data: types } = useGetList<ItemTypeDto>('itemtype', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <FieldBox
      label="Equipment"
      actions={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          Add Item
        </Button>
      }
    >
      {entries.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
      {entries.map((entry, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 120 }} noWrap>
            {types?.find((t) => t.id === entry.itemType)?.name ?? entry.itemType}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordName resource="item" id={entry.itemId} />
          </Box>
          <Tooltip title="Remove">
            <IconButton size="small" onClick={() => setEntries(removeAt(entries, index))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <ItemPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setEntries(appendEquipmentEntry(entries, item));
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}
