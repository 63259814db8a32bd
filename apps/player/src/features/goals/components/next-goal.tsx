import { Link } from 'react-router-dom';
import { useMe } from '../../../api/get-me';
import { useGrounds } from '../../../api/get-grounds';
import { useRegions } from '../../../api/get-regions';
import { ItemArt } from '../../../components/item-art';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format';
import { currentGroundOf } from '../../../lib/hunt-view';
import { useOpenMission } from '../api/get-open-mission';
import { useAllUpgradeOffers } from '../api/get-upgrade-offers';
import {
  KEY_SHOP_HREF,
  nextGroundGoal,
  nextUpgrade,
  openMission,
  upgradeShopOf,
  xpToNextRank,
  type GroundGoal,
  type UpgradeGoal,
} from '../next-goal';
import '../goals.css';

function GroundLine({ goal }: { goal: GroundGoal | null }) {
  if (!goal) return <>You have reached the last hunting ground.</>;
  switch (goal.kind) {
    case 'xp':
      return (
        <>
          <strong>{goal.name}</strong>: {formatAmount(goal.xpMissing)} more XP to unlock
        </>
      );
    case 'key':
      return (
        <>
          <strong>{goal.name}</strong>: needs the key {goal.keyName} · <Link to={KEY_SHOP_HREF}>Office, Keys &amp; Specials</Link>
        </>
      );
    case 'travel':
      return (
        <>
          <strong>{goal.name}</strong>: open, travel for {formatAmount(goal.cost)} {goal.currency}
        </>
      );
    default:
      return (
        <>
          <strong>{goal.name}</strong>: open, <Link to={paths.game.travel.getHref()}>travel</Link> there
        </>
      );
  }
}

function CraftLine({ craft }: { craft: NonNullable<UpgradeGoal['craft']> }) {
  return (
    <>
      {' '}
      Craft it from your {craft.materials.join(', ')}
      {craft.unequip.length > 0 ? ` (unequip your ${craft.unequip.join(', ')} first)` : ''}.
    </>
  );
}

/**
 * The "next goal" panel of home: the next ground to unlock (travel API), the XP still needed to the next rank
 * (getme), and the next sensible gear upgrade: the cheapest stronger piece any shop sells, with a link to its tab.
 */
export function NextGoal() {
  const me = useMe();
  const ground = currentGroundOf(me.data);
  const regions = useRegions();
  const grounds = useGrounds(ground?.regionId ?? null);
  const offers = useAllUpgradeOffers();
  const mission = useOpenMission();
  if (!me.data) return null;
  const user = me.data;
  const xpLeft = xpToNextRank(user);
  const groundGoal =
    grounds.data && regions.data
      ? nextGroundGoal(user, ground?.id ?? null, grounds.data, regions.data, ground?.regionId ?? null)
      : undefined;
  const upgrade = nextUpgrade(user, offers.offers);
  const upgradeLoading = offers.isPending;
  const upgradeShop = upgrade ? upgradeShopOf(upgrade.slot) : null;
  // The open mission is the goal when no shop has anything better to offer.
  const missionGoal = !upgrade && !upgradeLoading ? openMission(mission.data) : null;

  return (
    <section className="panel next-goal" aria-labelledby="next-goal-title">
      <h2 id="next-goal-title" className="next-goal__title">
        Next goal
      </h2>
      <ul className="next-goal__list">
        <li data-testid="goal-ground">
          <span className="next-goal__label">Next ground</span>
          <span>{groundGoal === undefined ? 'Reading the map...' : <GroundLine goal={groundGoal} />}</span>
        </li>
        <li data-testid="goal-rank">
          <span className="next-goal__label">Next rank</span>
          <span>
            {xpLeft === null ? (
              'You hold the highest rank.'
            ) : (
              <>
                <strong>{formatAmount(xpLeft)} XP</strong> still needed
              </>
            )}
          </span>
        </li>
        <li data-testid="goal-upgrade">
          <span className="next-goal__label">Next upgrade</span>
          <span>
            {upgrade ? (
              <span className="next-goal__upgrade">
                <ItemArt
                  imageId={upgrade.item.imageId}
                  itemType={upgrade.item.itemType}
                  name={upgrade.item.name}
                  accent={upgrade.item.rarity?.colorHex}
                  size={28}
                />
                <span>
                  <strong>{upgrade.item.name}</strong> (power {upgrade.power} over your {upgrade.equippedPower}) for{' '}
                  {formatAmount(upgrade.price)} gold:{' '}
                  {upgrade.goldMissing > 0 ? `${formatAmount(upgrade.goldMissing)} gold to go` : 'you can afford it now'} ·{' '}
                  <Link to={upgradeShop!.href}>{upgradeShop!.shop}</Link>
                  {upgrade.craft && <CraftLine craft={upgrade.craft} />}
                </span>
              </span>
            ) : upgradeLoading ? (
              'Checking the shops...'
            ) : (
              'No shop sells anything stronger than your gear yet: the next ground or rank opens more.'
            )}
          </span>
        </li>
        {missionGoal && (
          <li data-testid="goal-mission">
            <span className="next-goal__label">Open mission</span>
            <span>
              {missionGoal.ground ? <strong>{missionGoal.ground}</strong> : 'Your mission'}: catch{' '}
              {missionGoal.left.map((l) => `${l.count}× ${l.name}`).join(', ')} · <Link to={paths.game.journal.getHref()}>Journal</Link>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
