import MapIcon from '@mui/icons-material/Map';
import { RegionList } from './region-list';

/** `<Resource name="region" {...regionResource} />`; hunting grounds and tables are edited inside the region detail. */
export const regionResource = {
  list: RegionList,
  hasEdit: true,
  hasCreate: true,
  icon: MapIcon,
  options: { label: 'regions' },
  recordRepresentation: 'name',
};
