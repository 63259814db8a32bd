import { Box, Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList } from 'react-admin';
import type { CurrencyAmountDto, CurrencyDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from './field-box';
import { ImageThumb } from './image-thumb';
import { removeAt, updateAt } from './pickers/picker-rules';

/** `<x>.currencyEntries`: amounts keyed by currency short name (price, refund, rewards, user wallet). */
export function CurrencyEntriesInput({ source, label }: { source: string; label: string }) {
  const [entries, setEntries] = useArrayValue<CurrencyAmountDto>(source);
  const { data: currencies } = useGetList<CurrencyDto>('currency', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'orderIndex', order: 'ASC' },
  });
  const known = currencies ?? [];
  const firstUnused = known.find((c) => !entries.some((e) => e.name === c.shortName));
  return (
    <FieldBox
      label={label}
      actions={
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEntries([...entries, { name: firstUnused?.shortName ?? '', value: 0 }])}
        >
          Add Currency
        </Button>
      }
    >
      {entries.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
      {entries.map((entry, index) => {
        const currency = known.find((c) => c.shortName === entry.name);
        const options = currency || !entry.name ? known : [...known, { id: entry.name, shortName: entry.name, name: entry.name } as CurrencyDto];
        return (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <ImageThumb id={currency?.imageId} size={28} />
            <TextField
              select
              size="small"
              label="Currency"
              value={entry.name ?? ''}
              onChange={(event) => setEntries(updateAt(entries, index, { name: event.target.value }))}
              sx={{ minWidth: 170 }}
            >
              {options.map((c) => (
                <MenuItem key={c.shortName} value={c.shortName}>
                  {c.name} ({c.shortName})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label="Value"
              value={entry.value ?? 0}
              onChange={(event) => setEntries(updateAt(entries, index, { value: Number(event.target.value) }))}
              sx={{ width: 140 }}
            />
            <Tooltip title="Remove">
              <IconButton size="small" onClick={() => setEntries(removeAt(entries, index))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </FieldBox>
  );
}
