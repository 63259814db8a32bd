import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { MARKET_SETTINGS, settingProblem } from './market-rules';

const QUERY_KEY = ['setting', 'market'] as const;

/** The tariff and the limits of the market: every value checked with the game's own parser before it is saved. */
export function MarketSettingsCard() {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => {
      const rows = await Promise.all(MARKET_SETTINGS.map(({ definition }) => dataProvider.getSettingByKey(definition.key)));
      return Object.fromEntries(
        MARKET_SETTINGS.map(({ definition }, i) => [definition.key, rows[i]?.value ?? String(definition.defaultValue)]),
      );
    },
  });
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (stored.data) setValues(stored.data);
  }, [stored.data]);

  const problems = MARKET_SETTINGS.map(
    ({ definition }) => [definition.key, settingProblem(definition, values[definition.key] ?? '')] as const,
  );
  const changed = MARKET_SETTINGS.filter(({ definition }) => stored.data && values[definition.key] !== stored.data[definition.key]);
  const save = useMutation({
    mutationFn: async () => {
      for (const { definition } of changed) await dataProvider.saveSetting(definition.key, values[definition.key].trim());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  const blocked = problems.some(([, problem]) => problem) || changed.length === 0 || save.isPending;

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6">Tariff and limits</Typography>
        {stored.isError && <Typography color="error">Could not read the market settings: {stored.error.message}</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {MARKET_SETTINGS.map(({ label, definition }, i) => (
            <TextField
              key={definition.key}
              size="small"
              label={label}
              value={values[definition.key] ?? ''}
              disabled={!stored.data}
              error={!!problems[i][1]}
              helperText={problems[i][1] ?? definition.description}
              onChange={(event) => setValues((v) => ({ ...v, [definition.key]: event.target.value }))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label } }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="contained" disabled={blocked} onClick={() => save.mutate()}>
            Save
          </Button>
          <Typography variant="body2" color={save.isError ? 'error' : 'text.secondary'}>
            {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess && changed.length === 0 ? 'Saved' : ''}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
