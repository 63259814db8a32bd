import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';

export interface ItemChoice {
  id: string;
  name: string;
}

interface ItemRowsProps {
  label: string;
  rows: { day?: string; itemId: string }[];
  /** Rows with a day field (dated gifts) or without (the rotation). */
  dated: boolean;
  choices: ItemChoice[];
  onChange: (rows: { day?: string; itemId: string }[]) => void;
  addLabel: string;
}

/** Editable rows of items (with an optional day each): change, remove, add. */
export function ItemRows({ label, rows, dated, choices, onChange, addLabel }: ItemRowsProps) {
  const update = (index: number, patch: { day?: string; itemId?: string }) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} role="group" aria-label={label}>
      {rows.map((row, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {dated ? (
            <TextField
              type="date"
              size="small"
              label="Day"
              value={row.day ?? ''}
              onChange={(event) => update(index, { day: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : (
            <Box component="span" sx={{ minWidth: 56 }}>
              Day {index + 1}
            </Box>
          )}
          <TextField
            select
            size="small"
            label="Item"
            sx={{ minWidth: 240 }}
            value={choices.some((c) => c.id === row.itemId) ? row.itemId : ''}
            onChange={(event) => update(index, { itemId: event.target.value })}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={`Remove row ${index + 1} of ${label}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            ×
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" size="small" onClick={() => onChange([...rows, dated ? { day: '', itemId: '' } : { itemId: '' }])}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
