import { Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList } from 'react-admin';
import type { ItemStatEntryDto, NamedImageDto, StatDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from '../field-box';
import { updateAt } from '../pickers/picker-rules';
import { applyStat, newStatEntry, occurrenceOf, removeStatEntry, statEntryFields } from './stat-entry-rules';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

function nameOf(list: NamedImageDto[] | undefined, id: string | null | undefined): string {
  if (!id) return '—';
  return list?.find((entry) => entry.id === id)?.name ?? id;
}

/** `stats.statEntries` of an item or enemy (spec admin §3, §4 display rules). */
export function StatEntriesInput({ source = 'stats.statEntries', label = 'Stats' }: { source?: string; label?: string }) {
  const [entries, setEntries] = useArrayValue<ItemStatEntryDto>(source);
  const { data: stats } = useGetList<StatDto>('stat', ALL);
  const { data: procTypes } = useGetList<NamedImageDto & { id: string }>('proctype', ALL);
  const { data: procEventTypes } = useGetList<NamedImageDto & { id: string }>('proceventtype', ALL);
  const { data: enemyTypes } = useGetList<NamedImageDto & { id: string }>('enemytype', ALL);

  return (
    <FieldBox
      label={label}
      actions={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEntries([...entries, newStatEntry()])}>
          Add Stat
        </Button>
      }
    >
      {entries.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>none</Box> : null}
      {entries.map((entry, index) => {
        const fields = statEntryFields(entry.statType);
        const stat = stats?.find((s) => s.shortName === entry.shortName || s.name === entry.name);
        const set = (patch: Partial<ItemStatEntryDto>) => setEntries(updateAt(entries, index, patch));
        return (
          <Box key={index} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <TextField
              select
              size="small"
              label="Stat"
              value={stat?.id ?? ''}
              onChange={(event) => {
                const chosen = stats?.find((s) => s.id === event.target.value);
                if (chosen) setEntries(updateAt(entries, index, applyStat(entry, chosen)));
              }}
              fullWidth={false}
              sx={{ width: 200 }}
            >
              {(stats ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" type="number" label="valueFrom" value={entry.valueFrom ?? 0} onChange={(e) => set({ valueFrom: Number(e.target.value) })} sx={{ width: 100 }} />
            <TextField size="small" type="number" label="valueTo" value={entry.valueTo ?? 0} onChange={(e) => set({ valueTo: Number(e.target.value) })} sx={{ width: 100 }} />
            {fields.includes('procPercent') ? (
              <TextField size="small" type="number" label="procPercent" value={entry.procPercent ?? 100} onChange={(e) => set({ procPercent: Number(e.target.value) })} sx={{ width: 110 }} />
            ) : null}
            {fields.includes('procType') ? (
              <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                procType: {nameOf(procTypes, stat?.procType)}
                <br />
                procEventType: {nameOf(procEventTypes, stat?.procEventType)}
                <br />
                affectedCreatureType: {nameOf(enemyTypes, stat?.affectedCreatureType)}
              </Typography>
            ) : null}
            <Tooltip title="Remove">
              <IconButton size="small" onClick={() => setEntries(removeStatEntry(entries, entry.name, occurrenceOf(entries, index)))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </FieldBox>
  );
}
