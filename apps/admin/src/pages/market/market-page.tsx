import { Box, Typography } from '@mui/material';
import { useAuthenticated } from 'ra-core';
import { Title } from 'react-admin';
import { MarketSettingsCard } from './market-settings-card';
import { MarketVolumeCard } from './market-volume-card';

/** The market in the back office: its tariff and limits, and how much of an item changes hands per day. */
export function MarketPage() {
  useAuthenticated();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="market" />
      <Typography variant="h5">market</Typography>
      <MarketSettingsCard />
      <MarketVolumeCard />
    </Box>
  );
}
