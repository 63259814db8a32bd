import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider } from 'ra-core';
import { Title } from 'react-admin';
import { HUNT_STATISTICS_TEXTS, type HuntStatisticsDto } from '@grimhunt/contracts';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { formatPercent, statisticsRows } from './hunt-statistics-rules';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; stats: HuntStatisticsDto | null };

/** The tables of the page: title, count map and (for the first four) the server's percentage map. */
const TABLES: {
  title: string;
  counts: keyof HuntStatisticsDto;
  percentages?: keyof HuntStatisticsDto;
  nameLabel: string;
  countLabel: string;
}[] = [
  { title: 'Hunt Results', counts: 'huntResults', percentages: 'huntResultsPercentage', nameLabel: 'Result', countLabel: 'Count' },
  {
    title: 'Ghosts Attracted',
    counts: 'ghostsAttracted',
    percentages: 'ghostsAttractedPercentage',
    nameLabel: 'Ghost',
    countLabel: 'Count',
  },
  { title: 'Ghosts Caught', counts: 'ghostsCaught', percentages: 'ghostsCaughtPercentage', nameLabel: 'Ghost', countLabel: 'Count' },
  {
    title: 'Hunt Strategies',
    counts: 'huntStrategies',
    percentages: 'huntStrategiesPercentage',
    nameLabel: 'Strategy',
    countLabel: 'Count',
  },
  { title: 'Loot Statistics', counts: 'lootStatistics', nameLabel: 'Item', countLabel: 'Amount' },
  { title: 'Currency Statistics', counts: 'currencyStatistics', nameLabel: 'Currency', countLabel: 'Amount' },
];

function StatisticsTable({
  title,
  counts,
  percentages,
  nameLabel,
  countLabel,
}: {
  title: string;
  counts: Record<string, number> | undefined;
  percentages?: Record<string, number>;
  nameLabel: string;
  countLabel: string;
}) {
  const rows = statisticsRows(counts, percentages);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{HUNT_STATISTICS_TEXTS.noData}</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{nameLabel}</TableCell>
                <TableCell align="right">{countLabel}</TableCell>
                <TableCell align="right">Percentage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{row.percent}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

/** Hunt statistics of the last 24 hours. */
export function HuntStatisticsPage() {
  useAuthenticated();
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const query = useQuery({ queryKey: ['huntStatistics'], queryFn: () => dataProvider.huntStatistics() });
  const state: Load =
    query.isFetching && !query.isError
      ? { state: 'loading' }
      : query.isError
        ? { state: 'error', message: query.error.message }
        : { state: 'ready', stats: query.data ?? null };
  const fetchStatistics = () => void query.refetch();

  let body;
  if (state.state === 'loading') {
    body = <Typography>{HUNT_STATISTICS_TEXTS.loading}</Typography>;
  } else if (state.state === 'error') {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography color="error">
          {HUNT_STATISTICS_TEXTS.loadError} {state.message}
        </Typography>
        <Button variant="contained" onClick={fetchStatistics}>
          {HUNT_STATISTICS_TEXTS.reload}
        </Button>
      </Box>
    );
  } else if (!state.stats) {
    body = <Typography>{HUNT_STATISTICS_TEXTS.empty}</Typography>;
  } else {
    const stats = state.stats;
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Figure label="Total Hunts" value={stats.totalHunts ?? 0} />
            <Figure label="Total Users" value={stats.totalUsers ?? 0} />
            <Figure label="Successful Hunts" value={stats.successfulHunts ?? 0} />
            <Figure label="Failed Hunts" value={stats.failedHunts ?? 0} />
            <Figure label="Success Rate" value={formatPercent(stats.successRate)} />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {TABLES.map((table) => (
            <StatisticsTable
              key={table.title}
              title={table.title}
              nameLabel={table.nameLabel}
              countLabel={table.countLabel}
              counts={stats[table.counts] as Record<string, number> | undefined}
              percentages={table.percentages ? (stats[table.percentages] as Record<string, number> | undefined) : undefined}
            />
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Hunt Statistiken" />
      <Typography variant="h5">Hunt Statistiken (letzte 24 Stunden)</Typography>
      {body}
    </Box>
  );
}
