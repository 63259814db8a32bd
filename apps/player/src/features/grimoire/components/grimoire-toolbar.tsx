import { GRIMOIRE_PSEUDO_REGIONS, type ClientHuntingGroundDto, type ClientRegionDto } from '@grimhunt/contracts';
import type { GrimoireFilters } from '../grimoire-filters';

interface GrimoireToolbarProps {
  regions: ClientRegionDto[];
  regionId: string | null;
  grounds: ClientHuntingGroundDto[];
  groundId: string | null;
  pseudo: boolean;
  filters: GrimoireFilters;
  onRegion: (id: string) => void;
  onGround: (id: string) => void;
  onToggle: (name: keyof GrimoireFilters) => void;
}

/** The album's toolbar: the region select (with the special ghosts), the ground select and the three filters. */
export function GrimoireToolbar({
  regions,
  regionId,
  grounds,
  groundId,
  pseudo,
  filters,
  onRegion,
  onGround,
  onToggle,
}: GrimoireToolbarProps) {
  return (
    <div className="panel grimoire__toolbar">
      <label className="field grimoire__select">
        <span>Region</span>
        <select className="input" value={regionId ?? ''} onChange={(event) => onRegion(event.target.value)}>
          <optgroup label="Regions">
            {regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Special ghosts">
            {GRIMOIRE_PSEUDO_REGIONS.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className="field grimoire__select">
        <span>Hunting ground</span>
        <select
          className="input"
          value={groundId ?? ''}
          disabled={pseudo || grounds.length === 0}
          onChange={(event) => onGround(event.target.value)}
        >
          {pseudo && <option value="">—</option>}
          {grounds.map((ground) => (
            <option key={ground.id} value={ground.id}>
              {ground.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grimoire__filters">
        <legend className="sr-only">Filters</legend>
        <label className="check">
          <input type="checkbox" checked={filters.onlyTrapped} onChange={() => onToggle('onlyTrapped')} /> Only Trapped
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.daylight} onChange={() => onToggle('daylight')} /> Daylight
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.midnight} onChange={() => onToggle('midnight')} /> Midnight
        </label>
      </fieldset>
    </div>
  );
}
