import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput } from 'react-admin';
import { ROLL_SPACE, type HuntingTableEntryDto } from '@grimhunt/contracts';
import { AddEnemyButton, EntriesInput, RowRecordName } from '../../components/entries-input';
import { clampRoll } from '../../components/pickers/picker-rules';

/** Share of the roll space covered by the entries (inclusive ranges). */
export function coveredRolls(entries: readonly HuntingTableEntryDto[]): number {
  return entries.reduce((sum, e) => sum + Math.max(0, clampRoll(e.rangeMax) - clampRoll(e.rangeMin) + 1), 0);
}

function Coverage() {
  const entries = (useWatch({ name: 'enemies' }) ?? []) as HuntingTableEntryDto[];
  return (
    <Typography variant="caption" color="text.secondary">
      Covers {coveredRolls(entries)} of {ROLL_SPACE} rolls
    </Typography>
  );
}

const ROLL = { min: 0, max: ROLL_SPACE - 1 };
const parseRoll = (value: string) => (value === '' ? 0 : clampRoll(Number(value)));

/** Ghost entries of a hunting table: {enemyId, rangeMin, rangeMax}; new entries start at 0..0. */
export function HuntingTableEntriesInput() {
  return (
    <>
      <EntriesInput
        source="enemies"
        label={`Ghosts (rolls 0–${ROLL_SPACE - 1})`}
        addButton={<AddEnemyButton entry={(enemy) => ({ enemyId: enemy.id, rangeMin: 0, rangeMax: 0 })} />}
      >
        <RowRecordName source="enemyId" resource="enemy" />
        <NumberInput
          source="rangeMin"
          label="rangeMin"
          helperText={false}
          size="small"
          parse={parseRoll}
          slotProps={{ htmlInput: ROLL }}
          sx={{ width: 105 }}
        />
        <NumberInput
          source="rangeMax"
          label="rangeMax"
          helperText={false}
          size="small"
          parse={parseRoll}
          slotProps={{ htmlInput: ROLL }}
          sx={{ width: 105 }}
        />
      </EntriesInput>
      <Coverage />
    </>
  );
}
