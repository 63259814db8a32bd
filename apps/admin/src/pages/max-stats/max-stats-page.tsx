import { Fragment, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider } from 'ra-core';
import { MAX_STAT_MESSAGES, type MaxStatDto, type MaxStatMetadataDto } from '@grimhunt/contracts';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { isServerError, messageOf } from './max-stats-errors';

export const MISSING_EQUIPMENT_NOTE = "No equipment data yet: click 'Recalculate All' to calculate it.";
export const RECALCULATE_LABEL = 'Recalculate All';
export const UPDATE_GRADUAL_LABEL = 'Update Gradually';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; stats: MaxStatDto[] };

/** One of the two runs: its call on the data provider, its confirmation, and the texts of its outcome. */
interface MaxStatsRun {
  call: (dataProvider: GrimhuntDataProvider) => Promise<unknown>;
  confirmText: string;
  success: string;
  failurePrefix: string;
}

const RECALCULATE_RUN: MaxStatsRun = {
  call: (dataProvider) => dataProvider.recalculateAllMaxStats(),
  confirmText: MAX_STAT_MESSAGES.confirmRecalculate,
  success: MAX_STAT_MESSAGES.recalculated,
  failurePrefix: MAX_STAT_MESSAGES.failedToRecalculate,
};

const UPDATE_GRADUAL_RUN: MaxStatsRun = {
  call: (dataProvider) => dataProvider.updateMaxStatsGradually(),
  confirmText: MAX_STAT_MESSAGES.confirmUpdateGradual,
  success: MAX_STAT_MESSAGES.updateInitiated,
  failurePrefix: MAX_STAT_MESSAGES.failedToUpdate,
};

function formatTime(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

function Metadata({ metadata }: { metadata: MaxStatMetadataDto | null }) {
  if (!metadata) return <Typography color="warning.main">{MISSING_EQUIPMENT_NOTE}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        From items: {metadata.totalFromItems} · From collections: {metadata.totalFromCollections}
      </Typography>
      <Typography variant="subtitle2">Slot contributions</Typography>
      {metadata.slotContributions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Table size="small" aria-label="slot contributions">
          <TableHead>
            <TableRow>
              <TableCell>Slot type</TableCell>
              <TableCell align="right">Slots</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Value per item</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {metadata.slotContributions.map((c) => (
              <TableRow key={c.slotType}>
                <TableCell>{c.slotType}</TableCell>
                <TableCell align="right">{c.slotCount}</TableCell>
                <TableCell>{c.itemName}</TableCell>
                <TableCell align="right">{c.valuePerItem}</TableCell>
                <TableCell align="right">{c.totalValue}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle2">Collection contributions</Typography>
      {metadata.collectionContributions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Table size="small" aria-label="collection contributions">
          <TableHead>
            <TableRow>
              <TableCell>Collection</TableCell>
              <TableCell align="right">Value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {metadata.collectionContributions.map((c) => (
              <TableRow key={c.collectionName}>
                <TableCell>{c.collectionName}</TableCell>
                <TableCell align="right">{c.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function MaxStatRow({ stat }: { stat: MaxStatDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow data-testid={`max-stat-${stat.statShortName}`}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={`${open ? 'Hide' : 'Show'} details of ${stat.name}`} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{stat.name}</TableCell>
        <TableCell>{stat.statShortName}</TableCell>
        <TableCell align="right">{stat.currentMaxValue}</TableCell>
        <TableCell align="right">{stat.targetMaxValue}</TableCell>
        <TableCell>{stat.highestPlayerName ?? '-'}</TableCell>
        <TableCell align="right">{stat.highestPlayerValue}</TableCell>
        <TableCell>{formatTime(stat.lastCalculated)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={8}>
          {/* The note about missing equipment data is visible without expanding the row. */}
          {!stat.metadata && !open ? (
            <Typography variant="body2" color="warning.main" sx={{ py: 0.5 }}>
              {MISSING_EQUIPMENT_NOTE}
            </Typography>
          ) : null}
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ py: 1 }}>
              <Metadata metadata={stat.metadata} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** Max stats: the list with its metadata and the two runs. */
export function MaxStatsPage() {
  useAuthenticated();
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const list = useQuery({ queryKey: ['maxStats'], queryFn: () => dataProvider.maxStats() });
  // The buttons stay disabled until the run is answered and the list reloaded (onSuccess is awaited).
  const run = useMutation({
    mutationFn: (which: MaxStatsRun) => which.call(dataProvider),
    onSuccess: async (_, which) => {
      window.alert(which.success);
      await list.refetch();
    },
    onError: (error, which) => {
      window.alert(`${isServerError(error) ? which.failurePrefix : MAX_STAT_MESSAGES.networkError}${messageOf(error)}`);
    },
  });
  const running = run.isPending;

  const load: Load = list.isError
    ? {
        state: 'error',
        message: `${isServerError(list.error) ? MAX_STAT_MESSAGES.failedToLoad : MAX_STAT_MESSAGES.errorLoading}${messageOf(list.error)}`,
      }
    : list.data
      ? { state: 'ready', stats: list.data }
      : { state: 'loading' };

  const runAction = (which: MaxStatsRun) => {
    if (!window.confirm(which.confirmText)) return;
    run.mutate(which);
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5">Max Stats</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" disabled={running} onClick={() => runAction(RECALCULATE_RUN)}>
          {RECALCULATE_LABEL}
        </Button>
        <Button variant="outlined" disabled={running} onClick={() => runAction(UPDATE_GRADUAL_RUN)}>
          {UPDATE_GRADUAL_LABEL}
        </Button>
      </Box>
      <Card variant="outlined">
        <CardContent>
          {load.state === 'loading' ? <Typography>Loading max stats...</Typography> : null}
          {load.state === 'error' ? <Typography color="error">{load.message}</Typography> : null}
          {load.state === 'ready' && load.stats.length === 0 ? <Typography>{MAX_STAT_MESSAGES.empty}</Typography> : null}
          {load.state === 'ready' && load.stats.length > 0 ? (
            <Table size="small" aria-label="max stats">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell>Name</TableCell>
                  <TableCell>Stat</TableCell>
                  <TableCell align="right">Current max</TableCell>
                  <TableCell align="right">Target max</TableCell>
                  <TableCell>Highest player</TableCell>
                  <TableCell align="right">Highest value</TableCell>
                  <TableCell>Last calculated</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {load.stats.map((stat) => (
                  <MaxStatRow key={stat.id} stat={stat} />
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
