import SettingsIcon from '@mui/icons-material/Settings';
import { SettingList } from './setting-list';

/** `<Resource name="setting" {...settingResource} />`: the typed settings of the registry, with their descriptions. */
export const settingResource = {
  list: SettingList,
  hasEdit: true,
  hasCreate: true,
  icon: SettingsIcon,
  options: { label: 'settings' },
  recordRepresentation: 'key',
};
