import GroupsIcon from '@mui/icons-material/Groups';
import { CovenList } from './coven-list';

/** `<Resource name="coven" {...covenResource} />`: list and moderation detail; covens are founded in the game. */
export const covenResource = {
  list: CovenList,
  hasEdit: true,
  icon: GroupsIcon,
  options: { label: 'covens' },
  recordRepresentation: 'name',
};
