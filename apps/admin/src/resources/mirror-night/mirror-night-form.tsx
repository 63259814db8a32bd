import { DateTimeInput, FunctionField, Labeled, NumberInput, TextInput, required, useRecordContext } from 'react-admin';
import { MIRROR_NIGHT_NAME_MAX } from '@grimhunt/contracts';
import { HUNTS_RANGE } from './mirror-night-rules';

/** The seeds, shown once the night has ended (the server sends none before). */
function PublishedSeeds() {
  const record = useRecordContext<{ seeds: number[] | null; phase: string; entrants: number }>();
  if (!record) return null;
  return (
    <Labeled label="Seeds">
      <FunctionField
        render={() =>
          record.seeds ? record.seeds.join(', ') : `Hidden until the night ends (${record.phase}, ${record.entrants} entrants)`
        }
      />
    </Labeled>
  );
}

/** Inputs of a Mirror Night; the number of hunts is fixed once created (the seeds were drawn for it). */
export function MirrorNightFields({ create = false }: { create?: boolean }) {
  return (
    <>
      <TextInput source="name" validate={required()} slotProps={{ htmlInput: { maxLength: MIRROR_NIGHT_NAME_MAX } }} />
      <DateTimeInput source="starts" validate={required()} helperText="Fixed once the night has started" />
      <DateTimeInput source="ends" validate={required()} helperText="Set it to now to end the night early" />
      <NumberInput
        source="hunts"
        min={HUNTS_RANGE.min}
        max={HUNTS_RANGE.max}
        disabled={!create}
        helperText="Manual hunts per entrant that take the night's seeds (the seeds are drawn on save)"
      />
      <NumberInput
        source="parScore"
        label="Par score"
        min={0}
        helperText="Score = xp of the planned hunts. The Hunt Simulator (with loot) shows a par for a player's setup: average xp x 20"
      />
      {!create && <PublishedSeeds />}
    </>
  );
}
