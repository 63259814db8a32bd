import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { ROLL_SPACE, type HuntingTableEntryDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from '../../components/field-box';
import { EnemyPickerDialog } from '../../components/pickers/enemy-picker-dialog';
import { appendTableEntry, clampRoll, removeAt, updateAt } from '../../components/pickers/picker-rules';
import { RecordName } from '../../components/record-name';

/** Share of the roll space covered by the entries (inclusive ranges). */
export function coveredRolls(entries: readonly HuntingTableEntryDto[]): number {
  return entries.reduce((sum, e) => sum + Math.max(0, clampRoll(e.rangeMax) - clampRoll(e.rangeMin) + 1), 0);
}

/** Ghost entries of a hunting table: {enemyId, rangeMin, rangeMax}; new entries start at 0..0. */
export function HuntingTableEntriesInput() {
  const [entries, setEntries] = useArrayValue<HuntingTableEntryDto>('enemies');
  const [open, setOpen] = useState(false);
  const range = (index: number, key: 'rangeMin' | 'rangeMax') => (event: ChangeEvent<HTMLInputElement>) =>
    setEntries(updateAt(entries, index, { [key]: clampRoll(Number(event.target.value)) }));
  return (
    <FieldBox
      label={`Ghosts (rolls 0–${ROLL_SPACE - 1})`}
      actions={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          Add Ghost
        </Button>
      }
    >
      {entries.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
      {entries.map((entry, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordName resource="enemy" id={entry.enemyId} />
          </Box>
          <TextField size="small" type="number" label="rangeMin" value={entry.rangeMin} onChange={range(index, 'rangeMin')} slotProps={{ htmlInput: { min: 0, max: ROLL_SPACE - 1 } }} sx={{ width: 105 }} />
          <TextField size="small" type="number" label="rangeMax" value={entry.rangeMax} onChange={range(index, 'rangeMax')} slotProps={{ htmlInput: { min: 0, max: ROLL_SPACE - 1 } }} sx={{ width: 105 }} />
          <Tooltip title="Remove">
            <IconButton size="small" onClick={() => setEntries(removeAt(entries, index))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Covers {coveredRolls(entries)} of {ROLL_SPACE} rolls
      </Typography>
      <EnemyPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(enemy) => {
          setEntries(appendTableEntry(entries, enemy.id));
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}
