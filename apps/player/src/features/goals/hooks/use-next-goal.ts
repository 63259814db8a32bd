import { useMe } from '../../../api/get-me';
import { useGrounds } from '../../../api/get-grounds';
import { useRegions } from '../../../api/get-regions';
import { currentGroundOf } from '../../../lib/hunt-view';
import { useOpenMission } from '../api/get-open-mission';
import { useAllUpgradeOffers } from '../api/get-upgrade-offers';
import { nextGroundGoal, nextUpgrade, openMission, upgradeShopOf, xpToNextRank } from '../next-goal';

/**
 * The next-goal panel's data, null until the player is read: the next ground (undefined while the map is read),
 * the XP to the next rank (null at the top), the next gear upgrade with the shop tab that sells it, and the open
 * mission, which is the goal only when no shop has anything better to offer.
 */
export function useNextGoal() {
  const me = useMe();
  const ground = currentGroundOf(me.data);
  const regions = useRegions();
  const grounds = useGrounds(ground?.regionId ?? null);
  const offers = useAllUpgradeOffers();
  const mission = useOpenMission();
  if (!me.data) return null;
  const user = me.data;
  const upgrade = nextUpgrade(user, offers.offers);
  const upgradeLoading = offers.isPending;
  return {
    xpLeft: xpToNextRank(user),
    groundGoal:
      grounds.data && regions.data
        ? nextGroundGoal(user, ground?.id ?? null, grounds.data, regions.data, ground?.regionId ?? null)
        : undefined,
    upgrade,
    upgradeLoading,
    upgradeShop: upgrade ? upgradeShopOf(upgrade.slot) : null,
    missionGoal: !upgrade && !upgradeLoading ? openMission(mission.data) : null,
  };
}
