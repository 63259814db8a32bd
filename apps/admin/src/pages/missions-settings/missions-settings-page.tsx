import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { SETTING_KEYS, type HuntingGroundDto, type RegionDto, type SettingDto } from '@grimhunt/contracts';
import { dataProvider, type GrimhuntDataProvider } from '../../providers/data-provider';
import { forceGroundValue, missionsEnabled, missionsStatusText, parseForceGroundValue } from './missions-settings-rules';

export type MissionsApi = Pick<GrimhuntDataProvider, 'getSettingByKey' | 'saveSetting' | 'deleteSetting' | 'groundsOfRegion' | 'getList'>;

async function readSetting(api: MissionsApi, key: string): Promise<SettingDto | null> {
  try {
    return await api.getSettingByKey(key);
  } catch (error) {
    console.error(`Could not read setting ${key}`, error);
    return null;
  }
}

/** 'Missions Enabled': saves at once and shows the state in green or red. */
function MissionsEnabledControl({ api }: { api: MissionsApi }) {
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    let live = true;
    readSetting(api, SETTING_KEYS.missionsEnabled).then((setting) => {
      if (!live) return;
      setEnabled(missionsEnabled(setting));
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const toggle = async (checked: boolean) => {
    setBusy(true);
    try {
      await api.saveSetting(SETTING_KEYS.missionsEnabled, checked ? 'true' : 'false');
      setEnabled(checked);
    } catch (error) {
      console.error('Could not save MissionsEnabled', error);
    }
    setBusy(false);
  };

  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={enabled} disabled={busy} onChange={(event) => void toggle(event.target.checked)} />}
        label="Missions Enabled"
      />
      <Typography sx={{ color: enabled ? 'green' : 'red', fontWeight: 600 }}>{missionsStatusText(enabled)}</Typography>
    </Box>
  );
}

/** 'Force Next Missions On Hunting Ground': on Update, checked saves the setting, unchecked deletes it. */
function ForceGroundControl({ api }: { api: MissionsApi }) {
  const [existing, setExisting] = useState<SettingDto | null>(null);
  const [checked, setChecked] = useState(false);
  const [regionId, setRegionId] = useState('');
  const [groundId, setGroundId] = useState('');
  const [regions, setRegions] = useState<RegionDto[]>([]);
  const [grounds, setGrounds] = useState<HuntingGroundDto[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    readSetting(api, SETTING_KEYS.forceMissionHuntingGround).then((setting) => {
      if (!live) return;
      setExisting(setting);
      const parsed = parseForceGroundValue(setting?.value);
      setChecked(!!setting);
      if (parsed) {
        setRegionId(parsed.regionId);
        setGroundId(parsed.huntingGroundId);
      }
    });
    api
      .getList<RegionDto>('region', { pagination: { page: 1, perPage: 500 }, sort: { field: 'sequence', order: 'ASC' }, filter: {} })
      .then(({ data }) => live && setRegions(data))
      .catch((error) => console.error('Could not load regions', error));
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (!regionId) return;
    let live = true;
    api
      .groundsOfRegion(regionId)
      .then((data) => live && setGrounds(data))
      .catch((error) => console.error('Could not load hunting grounds', error));
    return () => {
      live = false;
    };
  }, [api, regionId]);

  const update = async () => {
    setStatus('');
    try {
      if (checked) {
        if (!regionId || !groundId) {
          setStatus('Choose a region and a hunting ground first.');
          return;
        }
        await api.saveSetting(SETTING_KEYS.forceMissionHuntingGround, forceGroundValue(regionId, groundId));
        setExisting(await readSetting(api, SETTING_KEYS.forceMissionHuntingGround));
        setStatus('Saved');
      } else if (existing) {
        await api.deleteSetting(existing.id);
        setExisting(null);
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
          setGrounds([]);
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

/** Missions settings (spec admin §2, §4) over the `setting` calls. */
export function MissionsSettingsPage({ api = dataProvider }: { api?: MissionsApi }) {
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5">missions</Typography>
      <Card variant="outlined">
        <CardContent>
          <MissionsEnabledControl api={api} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <ForceGroundControl api={api} />
        </CardContent>
      </Card>
    </Box>
  );
}
