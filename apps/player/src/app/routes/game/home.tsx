import { DailyRewardButton } from '../../../features/daily-reward/components/daily-reward-button';
import { HuntHome } from '../../../features/hunt/components/hunt-home';
import { decodeToken, roleOf, useToken } from '../../../lib/token';

/** `/`, `/game` and `/hunt` when signed in: the hunt home (spec player §2 "Home"). */
export function GameHomeRoute() {
  const token = useToken();
  return <><DailyRewardButton /><HuntHome role={roleOf(token)} tokenName={decodeToken(token)?.name} /></>;
}
