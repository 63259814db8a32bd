import PersonIcon from '@mui/icons-material/Person';
import { UserList } from './user-list';

/** `<Resource name="user" {...userResource} />`: admin view of players (AdminUserDto). */
export const userResource = {
  list: UserList,
  hasEdit: true,
  icon: PersonIcon,
  options: { label: 'user' },
  recordRepresentation: 'name',
};
