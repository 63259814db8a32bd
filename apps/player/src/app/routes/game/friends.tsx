import { FriendsScreen } from '../../../features/social/components/friends-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /friends: friends, requests, the hunting party and daily gifts. */
export function FriendsRoute() {
  return <FriendsScreen aside={<PurseBar />} />;
}
