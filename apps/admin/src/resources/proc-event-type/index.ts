import EventIcon from '@mui/icons-material/Event';
import { ProcEventTypeList } from './proc-event-type-list';

/** `<Resource name="proceventtype" {...proceventtypeResource} />`: the list route also hosts the detail (`/proceventtype/:id`, `/proceventtype/create`). */
export const proceventtypeResource = {
  list: ProcEventTypeList,
  hasEdit: true,
  hasCreate: true,
  icon: EventIcon,
  options: { label: 'procEventTypes' },
  recordRepresentation: 'name',
};
