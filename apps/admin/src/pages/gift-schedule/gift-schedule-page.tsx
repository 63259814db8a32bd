import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider, useGetList } from 'ra-core';
import { Title } from 'react-admin';
import { SETTING_KEYS } from '@grimhunt/contracts';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { formToSetting, giftScheduleError, scheduleToForm, type DatedGift, type GiftScheduleForm } from './gift-schedule-rules';
import { ItemRows, type ItemChoice } from './item-rows';

const KEY = SETTING_KEYS.giftOfTheDaySchedule;
const queryKey = ['setting', 'byKey', KEY] as const;

/**
 * The gift-of-the-day schedule: the items rotate one a UTC day from the start day; dated rows name the gift of single
 * days and win over the rotation. Saved as the typed setting the game reads.
 */
export function GiftSchedulePage() {
  useAuthenticated();
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey, queryFn: () => dataProvider.getSettingByKey(KEY) });
  const { data: items = [] } = useGetList<ItemChoice>('item', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [form, setForm] = useState<GiftScheduleForm | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (setting.isSuccess) setForm(scheduleToForm(setting.data?.value));
  }, [setting.isSuccess, setting.data]);

  if (!form) return <Typography sx={{ mt: 2 }}>{setting.isError ? 'Could not read the schedule.' : 'Loading...'}</Typography>;
  const problem = giftScheduleError(form);
  const save = async () => {
    if (problem) return setStatus(problem);
    try {
      await dataProvider.saveSetting(KEY, formToSetting(form));
      await queryClient.invalidateQueries({ queryKey });
      setStatus('Saved');
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'Could not save the schedule');
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
      <Title title="gift of the day" />
      <Typography variant="h5">gift of the day</Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            type="date"
            size="small"
            label="Rotation starts"
            value={form.start}
            onChange={(event) => setForm({ ...form, start: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 220 }}
          />
          <Typography variant="subtitle1">Rotation (one a day, in this order, then again)</Typography>
          <ItemRows
            label="Rotation"
            rows={form.items.map((itemId) => ({ itemId }))}
            dated={false}
            choices={items}
            addLabel="Add a day"
            onChange={(rows) => setForm({ ...form, items: rows.map((row) => row.itemId) })}
          />
          <Typography variant="subtitle1">Single days (win over the rotation)</Typography>
          <ItemRows
            label="Single days"
            rows={form.dates}
            dated
            choices={items}
            addLabel="Add a single day"
            onChange={(rows) => setForm({ ...form, dates: rows.map((row) => ({ day: row.day ?? '', itemId: row.itemId }) as DatedGift) })}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button variant="contained" onClick={() => void save()}>
              Save
            </Button>
            <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} role="status">
              {status}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
