import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { NumberInput } from 'react-admin';
import type { ItemDto } from '@grimhunt/contracts';
import { AddItemButton, EntriesInput, RowRecordName } from '../entries-input';
import { FieldBox, useArrayValue, useScalarValue } from '../field-box';
import { RecordName } from '../record-name';
import { ItemPickerDialog } from './item-picker-dialog';
import { appendId, appendIdIfAbsent, removeAt, replaceId } from './picker-rules';

/** One item id (key item, news reward, unlock recipe, legacy reward): the picked item replaces it. */
export function ItemIdInput({ source, label, removeOnly = false }: { source: string; label: string; removeOnly?: boolean }) {
  const [value, setValue] = useScalarValue<string>(source);
  const [open, setOpen] = useState(false);
  return (
    <FieldBox
      label={label}
      actions={
        <>
          {!removeOnly ? (
            <Button size="small" onClick={() => setOpen(true)} startIcon={<AddIcon />}>
              {value ? 'Change' : 'Select Item'}
            </Button>
          ) : null}
          {value ? (
            <Button size="small" color="error" onClick={() => setValue(null)}>
              Remove
            </Button>
          ) : null}
        </>
      }
    >
      <RecordName resource="item" id={value} />
      <ItemPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item: ItemDto) => {
          setValue(replaceId(value, item.id));
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}

/** A list of item ids: special bait appends; rank rewards append only if absent; trophies are added. */
export function ItemIdListInput({ source, label, unique = false }: { source: string; label: string; unique?: boolean }) {
  const [ids, setIds] = useArrayValue<string>(source);
  const [open, setOpen] = useState(false);
  return (
    <FieldBox
      label={label}
      actions={
        <Button size="small" onClick={() => setOpen(true)} startIcon={<AddIcon />}>
          Add Item
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ids.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
        {ids.map((id, index) => (
          <Chip
            key={`${id}-${index}`}
            label={<RecordName resource="item" id={id} thumb={false} />}
            onDelete={() => setIds(removeAt(ids, index))}
          />
        ))}
      </Box>
      <ItemPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setIds(unique ? appendIdIfAbsent(ids, item.id) : appendId(ids, item.id));
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}

/** Entries of item and amount (crafting mats, premium package items): picked items are appended, amount after. */
export function ItemAmountListInput({ source, label }: { source: string; label: string }) {
  return (
    <EntriesInput source={source} label={label} addButton={<AddItemButton entry={(item) => ({ itemId: item.id, amount: 1 })} />}>
      <RowRecordName source="itemId" resource="item" />
      <NumberInput source="amount" label="Amount" helperText={false} size="small" sx={{ width: 110 }} />
    </EntriesInput>
  );
}
