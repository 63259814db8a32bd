import { Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, useGetList, useWrappedSource } from 'react-admin';
import type { NamedImageDto, StatDto } from '@grimhunt/contracts';
import { AddEntryButton, EntriesInput } from '../entries-input';
import { newStatEntry, statEntryFields } from './stat-entry-rules';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

function nameOf(list: NamedImageDto[] | undefined, id: string | null | undefined): string {
  if (!id) return '—';
  return list?.find((entry) => entry.id === id)?.name ?? id;
}

/** The row's stat: choosing one copies its name, shortName and statType into the entry (applyStat's rule). */
function StatSelect() {
  const { data: stats } = useGetList<StatDto>('stat', ALL);
  const { setValue } = useFormContext();
  const nameSource = useWrappedSource('name');
  const typeSource = useWrappedSource('statType');
  const choices = (stats ?? []).map((s) => ({ id: s.shortName, name: s.name }));
  return (
    <SelectInput
      source="shortName"
      label="Stat"
      choices={choices}
      helperText={false}
      size="small"
      sx={{ width: 200 }}
      onChange={(event) => {
        const chosen = stats?.find((s) => s.shortName === event.target.value);
        if (!chosen) return;
        setValue(nameSource, chosen.name, { shouldDirty: true });
        setValue(typeSource, chosen.statType, { shouldDirty: true });
      }}
    />
  );
}

/** procPercent and the proc facts, shown only for proc stats. */
function ProcFields() {
  const statType = useWatch({ name: useWrappedSource('statType') }) as number | undefined;
  const shortName = useWatch({ name: useWrappedSource('shortName') }) as string | undefined;
  const { data: stats } = useGetList<StatDto>('stat', ALL);
  const { data: procTypes } = useGetList<NamedImageDto & { id: string }>('proctype', ALL);
  const { data: procEventTypes } = useGetList<NamedImageDto & { id: string }>('proceventtype', ALL);
  const { data: enemyTypes } = useGetList<NamedImageDto & { id: string }>('enemytype', ALL);
  if (!statEntryFields(statType).includes('procPercent')) return null;
  const stat = stats?.find((s) => s.shortName === shortName);
  return (
    <>
      <NumberInput source="procPercent" label="procPercent" helperText={false} size="small" sx={{ width: 110 }} />
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.4, alignSelf: 'center' }}>
        procType: {nameOf(procTypes, stat?.procType)}
        <br />
        procEventType: {nameOf(procEventTypes, stat?.procEventType)}
        <br />
        affectedCreatureType: {nameOf(enemyTypes, stat?.affectedCreatureType)}
      </Typography>
    </>
  );
}

/** `stats.statEntries` of an item or enemy: one row per entry, removing a row removes only that entry. */
export function StatEntriesInput({ source = 'stats.statEntries', label = 'Stats' }: { source?: string; label?: string }) {
  return (
    <EntriesInput source={source} label={label} addButton={<AddEntryButton label="Add Stat" entry={() => ({ ...newStatEntry() })} />}>
      <StatSelect />
      <NumberInput source="valueFrom" label="valueFrom" helperText={false} size="small" sx={{ width: 100 }} />
      <NumberInput source="valueTo" label="valueTo" helperText={false} size="small" sx={{ width: 100 }} />
      <ProcFields />
    </EntriesInput>
  );
}
