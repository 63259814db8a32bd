import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { Alert, Box } from '@mui/material';
import { TOURNAMENT_MAX_HOURS, TOURNAMENT_MIN_HOURS, type TournamentPrizeDto } from '@grimhunt/contracts';
import { AddEntryButton, EntriesInput } from '../../components/entries-input';

const BY_NAME = { field: 'name', order: 'ASC' as const };
const SMALL = { helperText: false as const, size: 'small' as const };

function AddPrizeButton() {
  const prizes = (useWatch({ name: 'prizes' }) ?? []) as TournamentPrizeDto[];
  const next = prizes.reduce((max, p) => Math.max(max, Number(p.place) || 0), 0) + 1;
  return <AddEntryButton label="Add place" entry={() => ({ place: next, gold: 0, tokens: 0 })} />;
}

/** Once a tournament has started the API refuses changes; the form says so instead of failing silently. */
function LockedNotice() {
  const record = useRecordContext();
  if (!record?.id || record['status'] === 'upcoming') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      This tournament has {record['status'] === 'running' ? 'started' : 'ended'}: it can no longer be changed. Its results are below.
    </Alert>
  );
}

/** Inputs of a tournament; shared by the create and edit panels. */
export function TournamentFields() {
  return (
    <>
      <LockedNotice />
      <TextInput source="name" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateTimeInput source="startsAt" label="Starts" />
        <DateTimeInput
          source="endsAt"
          label="Ends"
          helperText={`${TOURNAMENT_MIN_HOURS} to ${TOURNAMENT_MAX_HOURS} hours after the start`}
        />
      </Box>
      <ReferenceArrayInput source="groundIds" reference="huntingground" sort={BY_NAME} perPage={500}>
        <AutocompleteArrayInput label="Hunting grounds" optionText="name" helperText="Only manual hunts on these grounds score" />
      </ReferenceArrayInput>
      <NumberInput source="pointsPerGhost" label="Points per ghost" min={0} />
      <EntriesInput
        source="pointsPerRarity"
        label="Points per rarity (instead of the points per ghost)"
        addButton={<AddEntryButton label="Add rarity" entry={() => ({ rarityId: '', points: 0 })} />}
      >
        <ReferenceInput source="rarityId" reference="rarity" sort={BY_NAME} perPage={100}>
          <SelectInput label="Rarity" optionText="name" {...SMALL} sx={{ minWidth: 170 }} />
        </ReferenceInput>
        <NumberInput source="points" label="Points" min={0} {...SMALL} sx={{ width: 120 }} />
      </EntriesInput>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ReferenceInput source="minRankId" reference="rank" sort={{ field: 'xp', order: 'ASC' }} perPage={200}>
          <SelectInput label="Lowest rank" optionText="name" emptyText="No lower bound" sx={{ minWidth: 200 }} />
        </ReferenceInput>
        <ReferenceInput source="maxRankId" reference="rank" sort={{ field: 'xp', order: 'ASC' }} perPage={200}>
          <SelectInput label="Highest rank" optionText="name" emptyText="No upper bound" sx={{ minWidth: 200 }} />
        </ReferenceInput>
      </Box>
      <NumberInput source="entryFee" label="Entry fee (gold, per player)" min={0} />
      <EntriesInput source="prizes" label="Prizes per place (paid to each scoring member)" addButton={<AddPrizeButton />}>
        <NumberInput source="place" label="Place" min={1} {...SMALL} sx={{ width: 90 }} />
        <NumberInput source="gold" label="Gold" min={0} {...SMALL} sx={{ width: 130 }} />
        <NumberInput source="tokens" label="Tokens" min={0} {...SMALL} sx={{ width: 110 }} />
      </EntriesInput>
    </>
  );
}
