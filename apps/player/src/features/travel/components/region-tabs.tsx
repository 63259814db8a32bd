import type { ClientRegionDto } from '@grimhunt/contracts';
import { LockIcon } from '../../../components/lock-icon';
import { GroundArt } from '../../../components/art/ground-art';
import { formatAmount } from '../../../lib/format';

/** The regions as tabs, with their art and required XP; a region above the player's XP shows a lock. */
export function RegionTabs({
  regions,
  selected,
  xp,
  onSelect,
}: {
  regions: ClientRegionDto[];
  selected: string | null;
  xp: number;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="regions" role="tablist" aria-label="Regions">
      {regions.map((region) => {
        const locked = xp < region.xpReqired;
        return (
          <button
            key={region.id}
            type="button"
            role="tab"
            aria-selected={region.id === selected}
            className={`region${region.id === selected ? ' region--active' : ''}${locked ? ' region--locked' : ''}`}
            onClick={() => onSelect(region.id)}
          >
            <GroundArt imageId={region.imageId} name={region.name} width={120} height={64} className="region__art" kind="region" />
            <span className="region__name">
              {locked && <LockIcon />} {region.name}
            </span>
            {region.xpReqired > 0 && <span className="region__xp">{formatAmount(region.xpReqired)} XP</span>}
          </button>
        );
      })}
    </div>
  );
}
