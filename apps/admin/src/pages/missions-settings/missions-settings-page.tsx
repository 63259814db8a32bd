import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthenticated, useDataProvider, useGetList } from 'ra-core';
import { Title } from 'react-admin';
import { SETTING_KEYS, type RegionDto, type SettingDto } from '@grimhunt/contracts';
import type { GrimhuntDataProvider } from '../../providers/data-provider';
import { forceGroundValue, missionsEnabled, missionsStatusText, parseForceGroundValue } from './missions-settings-rules';

/** The data provider methods this page uses (tests pass a fake with just these). */
export type MissionsApi = Pick<GrimhuntDataProvider, 'getSettingByKey' | 'saveSetting' | 'deleteSetting' | 'groundsOfRegion' | 'getList'>;

const settingKey = (key: string) => ['setting', 'byKey', key] as const;

/** A setting by key; a failed read counts as missing (logged). */
function useSetting(key: string) {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  return useQuery({
    queryKey: settingKey(key),
    queryFn: async (): Promise<SettingDto | null> => {
      try {
        return await dataProvider.getSettingByKey(key);
      } catch (error) {
        console.error(`Could not read setting ${key}`, error);
        return null;
      }
    },
  });
}

/** 'Missions Enabled': saves at once and shows the state in green or red. */
function MissionsEnabledControl() {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const queryClient = useQueryClient();
  const setting = useSetting(SETTING_KEYS.missionsEnabled);
  const save = useMutation({
    mutationFn: (checked: boolean) => dataProvider.saveSetting(SETTING_KEYS.missionsEnabled, checked ? 'true' : 'false'),
    onSuccess: (_, checked) =>
      queryClient.setQueryData<SettingDto | null>(settingKey(SETTING_KEYS.missionsEnabled), (previous) => ({
        id: previous?.id ?? '',
        key: SETTING_KEYS.missionsEnabled,
        value: checked ? 'true' : 'false',
      })),
    onError: (error) => console.error('Could not save MissionsEnabled', error),
  });
  const enabled = missionsEnabled(setting.data ?? null);
  const busy = setting.isPending || save.isPending;
  const toggle = (checked: boolean) => save.mutate(checked);

  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={enabled} disabled={busy} onChange={(event) => toggle(event.target.checked)} />}
        label="Missions Enabled"
      />
      <Typography sx={{ color: enabled ? 'green' : 'red', fontWeight: 600 }}>{missionsStatusText(enabled)}</Typography>
    </Box>
  );
}

/** 'Force Next Missions On Hunting Ground': on Update, checked saves the setting, unchecked deletes it. */
function ForceGroundControl() {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const queryClient = useQueryClient();
  const setting = useSetting(SETTING_KEYS.forceMissionHuntingGround);
  const existing = setting.data ?? null;
  const [checked, setChecked] = useState(false);
  const [regionId, setRegionId] = useState('');
  const [groundId, setGroundId] = useState('');
  const [status, setStatus] = useState('');
  const { data: regions = [] } = useGetList<RegionDto>('region', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sequence', order: 'ASC' },
  });
  const { data: grounds = [] } = useQuery({
    queryKey: ['huntingground', 'ofRegion', regionId],
    queryFn: () => dataProvider.groundsOfRegion(regionId),
    enabled: !!regionId,
  });

  // The form starts from the stored setting once it has loaded.
  useEffect(() => {
    if (!setting.isSuccess) return;
    const parsed = parseForceGroundValue(setting.data?.value);
    setChecked(!!setting.data);
    if (parsed) {
      setRegionId(parsed.regionId);
      setGroundId(parsed.huntingGroundId);
    }
  }, [setting.isSuccess, setting.data]);

  const refetch = () => queryClient.invalidateQueries({ queryKey: settingKey(SETTING_KEYS.forceMissionHuntingGround) });
  const update = async () => {
    setStatus('');
    try {
      if (checked) {
        if (!regionId || !groundId) {
          setStatus('Choose a region and a hunting ground first.');
          return;
        }
        await dataProvider.saveSetting(SETTING_KEYS.forceMissionHuntingGround, forceGroundValue(regionId, groundId));
        await refetch();
        setStatus('Saved');
      } else if (existing) {
        await dataProvider.deleteSetting(existing.id);
        queryClient.setQueryData(settingKey(SETTING_KEYS.forceMissionHuntingGround), null);
        setStatus('Removed');
      }
    } catch (error) {
      console.error('Could not update ForceMissionHuntingGround', error);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label="Force Next Missions On Hunting Ground"
      />
      <TextField
        select
        size="small"
        label="Region"
        value={regions.some((r) => r.id === regionId) ? regionId : ''}
        onChange={(event) => {
          setRegionId(event.target.value);
          setGroundId('');
        }}
        disabled={!checked}
      >
        {regions.map((region) => (
          <MenuItem key={region.id} value={region.id}>
            {region.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Hunting ground"
        value={grounds.some((g) => g.id === groundId) ? groundId : ''}
        onChange={(event) => setGroundId(event.target.value)}
        disabled={!checked || !regionId}
      >
        {grounds.map((ground) => (
          <MenuItem key={ground.id} value={ground.id}>
            {ground.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" onClick={() => void update()}>
          Update
        </Button>
        <Typography variant="body2" color="text.secondary">
          {status}
        </Typography>
      </Box>
    </Box>
  );
}

/** Missions settings over the `setting` calls. */
export function MissionsSettingsPage() {
  useAuthenticated();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="missions" />
      <Typography variant="h5">missions</Typography>
      <Card variant="outlined">
        <CardContent>
          <MissionsEnabledControl />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <ForceGroundControl />
        </CardContent>
      </Card>
    </Box>
  );
}
