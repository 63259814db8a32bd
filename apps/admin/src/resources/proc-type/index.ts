import BoltIcon from '@mui/icons-material/Bolt';
import { ProcTypeList } from './proc-type-list';

/** `<Resource name="proctype" {...proctypeResource} />`: the list route also hosts the detail (`/proctype/:id`, `/proctype/create`). */
export const proctypeResource = {
  list: ProcTypeList,
  hasEdit: true,
  hasCreate: true,
  icon: BoltIcon,
  options: { label: 'procTypes' },
  recordRepresentation: 'name',
};
