import { Link } from 'react-router-dom';
import { ItemArt } from '../../../components/item-art';
import { paths } from '../../../config/paths';
import type { Loadout } from '../../../lib/hunt-view';

/** The hunting gear: bait (or a link to the Bar), plasma, the chrono crystal with its charges, monster plasma. */
export function LoadoutList({ loadout, charges, maxCharges }: { loadout: Loadout; charges: number; maxCharges: number }) {
  return (
    <ul className="loadout" aria-label="Hunting gear">
      <li className="loadout__slot" data-testid="loadout-bait">
        <span className="loadout__label">Bait</span>
        {loadout.bait ? (
          <span className="loadout__value">
            <ItemArt
              imageId={loadout.bait.item.imageId}
              itemType="bait"
              name={loadout.bait.item.name}
              accent={loadout.bait.item.rarity?.colorHex}
              size={28}
            />
            {loadout.bait.item.name} <span className="loadout__amount">({loadout.bait.amount.toLocaleString('en-US')})</span>
          </span>
        ) : (
          <span className="loadout__value loadout__value--missing">
            No bait equipped · <Link to={paths.game.bar.getHref()}>Bar</Link>
          </span>
        )}
      </li>
      <li className="loadout__slot" data-testid="loadout-plasma">
        <span className="loadout__label">Plasma</span>
        <span className="loadout__value">{loadout.plasma.toLocaleString('en-US')}</span>
      </li>
      <li className="loadout__slot" data-testid="loadout-crystal">
        <span className="loadout__label">Chrono crystal</span>
        {loadout.crystal ? (
          <span className="loadout__value">
            {loadout.crystal.item.name}{' '}
            <span className="loadout__charges" aria-label={`${charges} of ${maxCharges} charges`}>
              {Array.from({ length: Math.max(maxCharges, charges) }, (_, i) => (
                <span key={i} className={`charge${i < charges ? ' charge--full' : ''}`} />
              ))}
              {charges}/{maxCharges}
            </span>
          </span>
        ) : (
          <span className="loadout__value loadout__value--missing">None</span>
        )}
      </li>
      <li className="loadout__slot" data-testid="loadout-monsterplasma">
        <span className="loadout__label">Monster plasma</span>
        <span className="loadout__value">{loadout.monsterPlasma.toLocaleString('en-US')}</span>
      </li>
    </ul>
  );
}
