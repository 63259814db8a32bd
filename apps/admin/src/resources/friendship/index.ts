import PeopleIcon from '@mui/icons-material/People';
import { FriendshipList } from './friendship-list';

/** `<Resource name="friendship" {...friendshipResource} />`: a read-only list of friendships between players. */
export const friendshipResource = {
  list: FriendshipList,
  icon: PeopleIcon,
  options: { label: 'friendships' },
};
