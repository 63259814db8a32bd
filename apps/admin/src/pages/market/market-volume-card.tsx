import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ItemDto } from '@grimhunt/contracts';
import { ItemPickerDialog } from '../../components/pickers/item-picker-dialog';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { VOLUME_DAYS, volumeBars } from './market-rules';

const W = 720;
const H = 180;

/** Units of one item traded per UTC day, as bars (gold and trades in each bar's tooltip). */
export function MarketVolumeCard() {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const [item, setItem] = useState<Pick<ItemDto, 'id' | 'name'> | null>(null);
  const [days, setDays] = useState<number>(30);
  const [picking, setPicking] = useState(false);
  const volume = useQuery({
    queryKey: ['market', 'volume', item?.id, days],
    queryFn: () => dataProvider.marketVolume(item!.id, days),
    enabled: !!item,
  });
  const { bars, max } = volumeBars(volume.data?.points ?? [], W, H);
  const total = (volume.data?.points ?? []).reduce((sum, p) => sum + p.amount, 0);

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6">Volume per item</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {item ? item.name : 'Select Item'}
          </Button>
          <TextField
            select
            size="small"
            label="Days"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            sx={{ minWidth: 100 }}
          >
            {VOLUME_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
          {volume.data && (
            <Typography variant="body2" color="text.secondary">
              {total} units in {volume.data.days} days
            </Typography>
          )}
        </Box>
        {volume.isError && <Typography color="error">Could not load the volume: {volume.error.message}</Typography>}
        {volume.data && (
          <svg viewBox={`-40 -10 ${W + 50} ${H + 36}`} width="100%" role="img" aria-label={`Units of ${item?.name} traded per day`}>
            <line x1={0} y1={H} x2={W} y2={H} stroke="#9ca3af" />
            <text x={-8} y={6} textAnchor="end" fontSize="11" fill="#6b7280">
              {max}
            </text>
            <text x={-8} y={H} textAnchor="end" fontSize="11" fill="#6b7280">
              0
            </text>
            {bars.map((bar) => (
              <rect key={bar.day} data-testid="volume-bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#7c3aed">
                <title>{`${bar.day}: ${bar.amount} units, ${bar.gold} gold`}</title>
              </rect>
            ))}
            {bars.length > 0 && (
              <>
                <text x={0} y={H + 18} fontSize="11" fill="#6b7280">
                  {bars[0].day}
                </text>
                <text x={W} y={H + 18} textAnchor="end" fontSize="11" fill="#6b7280">
                  {bars[bars.length - 1].day}
                </text>
              </>
            )}
          </svg>
        )}
        <ItemPickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setItem({ id: picked.id, name: picked.name });
            setPicking(false);
          }}
        />
      </CardContent>
    </Card>
  );
}
