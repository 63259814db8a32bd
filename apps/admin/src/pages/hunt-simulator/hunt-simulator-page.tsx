import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  SIMULATION_DEFAULT_HUNTS,
  SIMULATION_MAX_HUNTS,
  SIMULATION_MIN_HUNTS,
  type HuntSimulationRequest,
  type HuntSimulationResultDto,
  type LootSimulationJournalDto,
  type LootSimulationResultDto,
} from '@grimhunt/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider } from 'ra-core';
import { Title } from 'react-admin';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { countRows, huntsInput, huntsToSend, mirrorNightPar, outcomeOf, searchable } from './hunt-simulator-rules';

export const SIMULATE_LABEL = 'Simulate';
export const SIMULATE_LOOT_LABEL = 'Simulate with loot';
/** suggestion list height and the scroll height of the detailed results. */
const SUGGESTIONS_MAX_HEIGHT = 200;
const DETAILS_MAX_HEIGHT = 600;

type Result = { kind: 'simulate'; data: HuntSimulationResultDto } | { kind: 'loot'; data: LootSimulationResultDto };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function CountTable({
  title,
  label,
  countLabel,
  map,
}: {
  title: string;
  label: string;
  countLabel: string;
  map: Record<string, number> | undefined;
}) {
  const rows = countRows(map);
  return (
    <Box>
      <Typography variant="subtitle1">{title}</Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{countLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, count]) => (
              <TableRow key={name}>
                <TableCell>{name}</TableCell>
                <TableCell align="right">{count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 100 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

const OUTCOME_COLOR = { Success: 'green', Missed: 'darkorange', Failed: 'red' } as const;

function SimulationResult({ result }: { result: HuntSimulationResultDto }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label="Total" value={result.total} />
        <Figure label="Success" value={result.success} />
        <Figure label="Missed" value={result.missed} />
        <Figure label="Failed" value={result.failed} />
      </Box>
      <CountTable title="Enemies" label="Ghost" countLabel="Count" map={result.enemies} />
      <Typography variant="subtitle1">Details</Typography>
      <Box sx={{ maxHeight: DETAILS_MAX_HEIGHT, overflowY: 'auto' }} data-testid="simulation-details">
        <Table size="small" stickyHeader aria-label="Details">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Ghost</TableCell>
              <TableCell>Strategy</TableCell>
              <TableCell align="right">Priority</TableCell>
              <TableCell>Failure reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.details.map((detail, index) => (
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ color: OUTCOME_COLOR[outcomeOf(detail)] }}>{outcomeOf(detail)}</TableCell>
                <TableCell>{detail.enemy ?? '-'}</TableCell>
                <TableCell>{detail.strategyName}</TableCell>
                <TableCell align="right">{detail.strategyPriority}</TableCell>
                <TableCell>{detail.failureReason ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function Journal({ journal }: { journal: LootSimulationJournalDto }) {
  const currencies = journal.currencies
    .filter((c) => c.value !== 0)
    .map((c) => `${c.name}: ${c.value}`)
    .join(', ');
  const loot = journal.loot.map((l) => `${l.itemName} x${l.amount}`).join(', ');
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <Typography variant="body2">
        <strong>{journal.huntResult}</strong> · type {journal.type} · {journal.enemy ?? 'no ghost'} · {journal.huntStrategy} (priority{' '}
        {journal.huntStrategyPriority}){typeof journal.xp === 'number' && journal.xp > 0 ? ` · ${journal.xp} XP` : ''}
        {currencies ? ` · ${currencies}` : ''}
        {loot ? ` · Loot: ${loot}` : ''}
        {journal.specialEffects.length > 0 ? ` · Effects: ${journal.specialEffects.join(', ')}` : ''}
      </Typography>
    </Box>
  );
}

function LootSimulationResult({ result }: { result: LootSimulationResultDto }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label="Total Hunts" value={result.totalHunts} />
        <Figure label="Total Journals" value={result.totalJournals} />
        <Figure label="Mirror Night par (20 hunts)" value={mirrorNightPar(result)} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        <CountTable title="Loot Summary" label="Item" countLabel="Amount" map={result.lootSummary} />
        <CountTable title="Currency Summary" label="Currency" countLabel="Amount" map={result.currencySummary} />
        <CountTable title="Enemy Summary" label="Ghost" countLabel="Count" map={result.enemySummary} />
      </Box>
      <Typography variant="subtitle1">Hunts</Typography>
      <Box sx={{ maxHeight: DETAILS_MAX_HEIGHT, overflowY: 'auto' }} data-testid="loot-details">
        {result.details.map((detail) => (
          <Box key={detail.huntNumber} sx={{ mb: 1 }} data-testid={`hunt-${detail.huntNumber}`}>
            <Typography variant="subtitle2">Hunt {detail.huntNumber}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {detail.journals.map((journal, index) => (
                <Journal key={index} journal={journal} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Hunt simulator: runs the live engine on a user's setup without changing anything. */
export function HuntSimulatorPage() {
  useAuthenticated();
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const [term, setTerm] = useState('');
  // The suggestions show while the admin types; choosing a name closes them.
  const [typing, setTyping] = useState(false);
  const [user, setUser] = useState<{ id: string; name: string } | null>(null);
  const [hunts, setHunts] = useState<number | ''>(SIMULATION_DEFAULT_HUNTS);

  // Keyed by the term: an answer for an older term never replaces the suggestions of the current one.
  const searchTerm = term.trim();
  const searching = typing && searchable(term);
  const search = useQuery({
    queryKey: ['user', 'searchNames', searchTerm],
    queryFn: () => dataProvider.searchUserNames(searchTerm),
    enabled: searching,
  });
  const suggestions = searching ? (search.data ?? []) : [];

  const pick = useMutation({
    mutationFn: (name: string) => dataProvider.userIdByName(name),
    onSuccess: (id, name) => setUser({ id, name }),
  });

  const simulation = useMutation({
    mutationFn: async ({ kind, body }: { kind: Result['kind']; body: HuntSimulationRequest }): Promise<Result> =>
      kind === 'simulate'
        ? { kind, data: await dataProvider.simulateHunts(body) }
        : { kind, data: await dataProvider.simulateHuntsWithLoot(body) },
  });
  const running = simulation.isPending;
  const result = simulation.data ?? null;

  // The latest failure: a run, the choice of a user, or the search while suggestions show.
  const failure = simulation.error ?? pick.error ?? (searching ? search.error : null);
  const error = failure ? messageOf(failure) : null;

  const onTermChange = (value: string) => {
    setTerm(value);
    setTyping(true);
    setUser(null);
  };

  const choose = (name: string) => {
    setTyping(false);
    setTerm(name);
    simulation.reset();
    pick.mutate(name);
  };

  const run = (kind: Result['kind']) => {
    if (!user || running) return;
    pick.reset();
    simulation.mutate({ kind, body: { userId: user.id, count: huntsToSend(hunts), options: {} } });
  };

  const disabled = !user || running;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Hunt Simulator" />
      <Typography variant="h5">Hunt Simulator</Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}>
          <Box sx={{ position: 'relative' }}>
            <TextField
              label="User"
              size="small"
              fullWidth
              value={term}
              placeholder="At least 3 characters"
              onChange={(event) => onTermChange(event.target.value)}
              autoComplete="off"
            />
            {suggestions.length > 0 ? (
              <Paper sx={{ maxHeight: SUGGESTIONS_MAX_HEIGHT, overflowY: 'auto', mt: 0.5 }} elevation={3}>
                <List dense aria-label="User suggestions">
                  {suggestions.map((name) => (
                    <ListItemButton key={name} onClick={() => choose(name)}>
                      <ListItemText primary={name} />
                    </ListItemButton>
                  ))}
                </List>
              </Paper>
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {user ? `Selected user: ${user.name}` : 'No user selected'}
          </Typography>
          <TextField
            label="Number of hunts"
            type="number"
            size="small"
            value={hunts}
            onChange={(event) => setHunts(huntsInput(event.target.value))}
            slotProps={{ htmlInput: { min: SIMULATION_MIN_HUNTS, max: SIMULATION_MAX_HUNTS, step: 1 } }}
          />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="contained" disabled={disabled} onClick={() => run('simulate')}>
              {SIMULATE_LABEL}
            </Button>
            <Button variant="outlined" disabled={disabled} onClick={() => run('loot')}>
              {SIMULATE_LOOT_LABEL}
            </Button>
          </Box>
          {running ? <Typography variant="body2">Simulating...</Typography> : null}
          {error ? <Typography sx={{ color: 'red' }}>Error: {error}</Typography> : null}
        </CardContent>
      </Card>
      {result ? (
        <Card variant="outlined">
          <CardContent>
            {result.kind === 'simulate' ? <SimulationResult result={result.data} /> : <LootSimulationResult result={result.data} />}
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
