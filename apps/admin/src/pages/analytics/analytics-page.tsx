import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider } from 'ra-core';
import { Title } from 'react-admin';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { AnalyticsChart } from './analytics-chart';
import { byTime, dayOf, purchasesChart, subscriptionsChart, usersChart } from './analytics-rules';

/** Analytics: the daily records of the game as charts over time and a table. */
export function AnalyticsPage() {
  useAuthenticated();
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const recordsQuery = useQuery({ queryKey: ['analytics', 'records'], queryFn: async () => byTime(await dataProvider.analyticsRecords()) });
  const namesQuery = useQuery({ queryKey: ['analytics', 'packageNames'], queryFn: () => dataProvider.packageNames() });
  const records = recordsQuery.data ?? null;
  const names = namesQuery.data ?? {};
  const error = recordsQuery.error ? recordsQuery.error.message || 'Could not load the analytics' : '';
  const load = () => {
    void recordsQuery.refetch();
    void namesQuery.refetch();
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="analytics" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5">analytics</Typography>
        <Button variant="outlined" onClick={() => void load()}>
          Reload
        </Button>
      </Box>
      {error && <Typography color="error">Could not load the analytics: {error}</Typography>}
      {!records && !error && <Typography color="text.secondary">Loading analytics...</Typography>}
      {records && records.length === 0 && <Typography color="text.secondary">No daily records yet.</Typography>}
      {records && records.length > 0 && (
        <>
          <Card variant="outlined">
            <CardContent>
              <AnalyticsChart title="Users" data={usersChart(records)} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <AnalyticsChart title="Active subscriptions" data={subscriptionsChart(records)} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <AnalyticsChart title="Purchases per package" data={purchasesChart(records, names)} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                Daily records
              </Typography>
              <Table size="small" aria-label="Daily records">
                <TableHead>
                  <TableRow>
                    <TableCell>Day</TableCell>
                    <TableCell align="right">Users</TableCell>
                    <TableCell align="right">Active 24 h</TableCell>
                    <TableCell align="right">Active week</TableCell>
                    <TableCell align="right">Active month</TableCell>
                    <TableCell align="right">Silver</TableCell>
                    <TableCell align="right">Gold</TableCell>
                    <TableCell align="right">Platinum</TableCell>
                    <TableCell>Purchases</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...records].reverse().map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{dayOf(r.timestamp)}</TableCell>
                      <TableCell align="right">{r.users}</TableCell>
                      <TableCell align="right">{r.usersActive}</TableCell>
                      <TableCell align="right">{r.usersActiveWeek}</TableCell>
                      <TableCell align="right">{r.usersActiveMonth}</TableCell>
                      <TableCell align="right">{r.silverSubsActive}</TableCell>
                      <TableCell align="right">{r.goldSubsActive}</TableCell>
                      <TableCell align="right">{r.platSubsActive}</TableCell>
                      <TableCell>
                        {r.purchases.length === 0
                          ? '-'
                          : r.purchases.map((p) => `${names[p.packageId] ?? p.packageId} × ${p.amount}`).join(', ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
