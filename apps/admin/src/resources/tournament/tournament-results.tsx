import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GrimhuntDataProvider } from '../../providers/data-provider';

/** The scoreboard under a started tournament's form: covens by place with points and members; final once it ended. */
export function TournamentResults({ id }: { id: Identifier }) {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const board = useQuery({
    queryKey: ['tournament', 'scoreboard', String(id)],
    queryFn: () => dataProvider.tournamentScoreboard(String(id)),
  });
  if (!board.data || board.data.status === 'upcoming') return null;
  return (
    <Box sx={{ mt: 3 }} aria-label="Results">
      <Typography variant="h6">{board.data.status === 'finished' ? 'Results' : 'Scoreboard (running)'}</Typography>
      {board.data.covens.length === 0 ? (
        <Typography color="text.secondary">No coven entered.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Place</TableCell>
              <TableCell>Coven</TableCell>
              <TableCell align="right">Points</TableCell>
              <TableCell>Members (points)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {board.data.covens.map((coven) => (
              <TableRow key={coven.covenId}>
                <TableCell>{coven.place}</TableCell>
                <TableCell>{coven.covenName}</TableCell>
                <TableCell align="right">{coven.points}</TableCell>
                <TableCell>{coven.members.map((m) => `${m.name} (${m.points})`).join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
