import BarChartIcon from '@mui/icons-material/BarChart';
import { StatList } from './stat-list';

/** `<Resource name="stat" {...statResource} />`: the list route also hosts the detail (`/stat/:id`, `/stat/create`). */
export const statResource = {
  list: StatList,
  hasEdit: true,
  hasCreate: true,
  icon: BarChartIcon,
  options: { label: 'stats' },
  recordRepresentation: 'name',
};
