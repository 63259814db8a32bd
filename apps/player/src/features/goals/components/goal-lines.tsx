import { Link } from 'react-router-dom';
import { ItemArt } from '../../../components/item-art';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format';
import { KEY_SHOP_HREF, type GroundGoal, type UpgradeGoal } from '../next-goal';

/** The next ground: what it still needs (XP, a key with its shop, the travel cost), or the way there. */
export function GroundLine({ goal }: { goal: GroundGoal | null }) {
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

/** The next upgrade: the item, its power over yours, its price and the gold to go, its shop tab, and how to craft it. */
export function UpgradeLine({ upgrade, shop }: { upgrade: UpgradeGoal; shop: { href: string; shop: string } }) {
  return (
    <span className="next-goal__upgrade">
      <ItemArt
        imageId={upgrade.item.imageId}
        itemType={upgrade.item.itemType}
        name={upgrade.item.name}
        accent={upgrade.item.rarity?.colorHex}
        size={28}
      />
      <span>
        <strong>{upgrade.item.name}</strong> (power {upgrade.power} over your {upgrade.equippedPower}) for {formatAmount(upgrade.price)}{' '}
        gold: {upgrade.goldMissing > 0 ? `${formatAmount(upgrade.goldMissing)} gold to go` : 'you can afford it now'} ·{' '}
        <Link to={shop.href}>{shop.shop}</Link>
        {upgrade.craft && <CraftLine craft={upgrade.craft} />}
      </span>
    </span>
  );
}
