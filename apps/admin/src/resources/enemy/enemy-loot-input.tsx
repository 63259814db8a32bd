import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { EnemyLootDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from '../../components/field-box';
import { ItemPickerDialog } from '../../components/pickers/item-picker-dialog';
import { appendLootEntry, removeAt, updateAt } from '../../components/pickers/picker-rules';
import { RecordName } from '../../components/record-name';

/** Enemy loot rows; a picked item is added with dropChance 100, amountMin 1, amountMax 1 (spec admin §3). */
export function EnemyLootInput() {
  const [loot, setLoot] = useArrayValue<EnemyLootDto>('loot');
  const [open, setOpen] = useState(false);
  const num = (index: number, key: keyof EnemyLootDto) => (event: ChangeEvent<HTMLInputElement>) =>
    setLoot(updateAt(loot, index, { [key]: Number(event.target.value) } as Partial<EnemyLootDto>));
  return (
    <FieldBox
      label="Loot"
      actions={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          Add Item
        </Button>
      }
    >
      {loot.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
      {loot.map((entry, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ flex: '1 1 0', minWidth: 80 }}>
            <RecordName resource="item" id={entry.itemId} />
          </Box>
          <TextField size="small" type="number" label="dropChance %" value={entry.dropChance} onChange={num(index, 'dropChance')} sx={{ width: 110, flex: 'none' }} />
          <TextField size="small" type="number" label="amountMin" value={entry.amountMin} onChange={num(index, 'amountMin')} sx={{ width: 90, flex: 'none' }} />
          <TextField size="small" type="number" label="amountMax" value={entry.amountMax} onChange={num(index, 'amountMax')} sx={{ width: 90, flex: 'none' }} />
          <Tooltip title="Remove">
            <IconButton size="small" onClick={() => setLoot(removeAt(loot, index))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <ItemPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setLoot(appendLootEntry(loot, item.id));
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}
