import FlipIcon from '@mui/icons-material/Flip';
import { MirrorNightList } from './mirror-night-list';

/** `<Resource name="mirrornight" {...mirrorNightResource} />`: scheduled Mirror Nights. */
export const mirrorNightResource = {
  list: MirrorNightList,
  hasEdit: true,
  hasCreate: true,
  icon: FlipIcon,
  options: { label: 'Mirror Nights' },
  recordRepresentation: 'name',
};
