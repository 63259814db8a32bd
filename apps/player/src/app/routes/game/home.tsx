import { HomePanel } from '../../../features/user/components/home-panel';
import { decodeToken, roleOf, useToken } from '../../../lib/token';

/** `/` and `/game` when signed in: the home panel (the hunt header and news come with later issues). */
export function GameHomeRoute() {
  const token = useToken();
  return <HomePanel role={roleOf(token)} tokenName={decodeToken(token)?.name} />;
}
