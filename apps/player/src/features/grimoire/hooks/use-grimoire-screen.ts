import { useState } from 'react';
import { isPseudoRegionId, type GrimoireEnemyDto } from '@grimhunt/contracts';
import { useGrimoire } from '../../../api/get-grimoire';
import { useGrounds } from '../../../api/get-grounds';
import { useMe } from '../../../api/get-me';
import { useRegions } from '../../../api/get-regions';
import { currentGroundOf } from '../../../lib/hunt-view';
import { DEFAULT_GRIMOIRE_FILTERS, filterEnemies, type GrimoireFilters } from '../grimoire-filters';

/**
 * The album's data: the region (the player's choice, else the current ground's, else the first; a pseudo-region
 * of special ghosts has no grounds), the ground (the choice if it belongs to the region, else the current, else the
 * first), the ghosts of that page through the filters, and the ghost whose page is open.
 */
export function useGrimoireScreen() {
  const me = useMe();
  const regions = useRegions();
  const current = currentGroundOf(me.data);
  const [regionChoice, setRegionChoice] = useState<string | null>(null);
  const [groundChoice, setGroundChoice] = useState<string | null>(null);
  const [filters, setFilters] = useState<GrimoireFilters>(DEFAULT_GRIMOIRE_FILTERS);
  const [open, setOpen] = useState<GrimoireEnemyDto | null>(null);

  const realRegions = regions.data ?? [];
  const regionId = regionChoice ?? current?.regionId ?? realRegions[0]?.id ?? null;
  const pseudo = !!regionId && isPseudoRegionId(regionId);
  const grounds = useGrounds(regionId && !pseudo ? regionId : null);
  const groundList = grounds.data ?? [];
  const groundId = pseudo
    ? null
    : ((groundChoice && groundList.some((g) => g.id === groundChoice) ? groundChoice : null) ??
      groundList.find((g) => g.id === current?.id)?.id ??
      groundList[0]?.id ??
      null);
  const key = pseudo ? regionId : groundId;
  const enemies = useGrimoire(key);

  return {
    regions,
    realRegions,
    regionId,
    pseudo,
    groundList,
    groundId,
    /** The page shown: a ground id, a pseudo-region id, or null when there is none. */
    key,
    loadingGrounds: key === null && grounds.isFetching,
    enemies,
    shown: filterEnemies(enemies.data ?? [], filters),
    filters,
    open,
    chooseRegion: (id: string) => {
      setRegionChoice(id);
      setGroundChoice(null);
    },
    chooseGround: setGroundChoice,
    toggle: (name: keyof GrimoireFilters) => setFilters((f) => ({ ...f, [name]: !f[name] })),
    openEnemy: setOpen,
    closeEnemy: () => setOpen(null),
  };
}
