import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Grimhunt back office" />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}!
        </Typography>
        <Typography color="text.secondary">
          Maintain the catalogue of Grimhunt here: items, ghosts, regions with their hunting grounds and tables, ranks, premium packages,
          news and the missions settings. Pick a section in the menu.
        </Typography>
      </CardContent>
    </Card>
  );
}
