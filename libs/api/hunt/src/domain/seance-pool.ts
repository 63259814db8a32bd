/** What the pool rule needs of a ghost. */
export interface PoolGhost {
  id: string;
  visible: boolean;
  midnightGhost: boolean;
  specialGhost: boolean;
  nessyGhost: boolean;
}

/** A ground the player visited: its region and the ghosts of its hunting tables. */
export interface PoolGround<G extends PoolGhost> {
  regionId: string | undefined;
  ghosts: readonly G[];
}

/**
 * The ghosts a séance map of `count` ghosts may draw for a player, sorted by id: those of the visited grounds'
 * tables that are visible and neither midnight-only, special (date-window) nor Nessy ghosts. The grounds of the
 * player's current region come first: when they hold at least `count` such ghosts, the pool is theirs alone, so a map
 * never sends its hunters back to earlier regions (a trip there costs more gold than a chest pays); otherwise the pool
 * is every visited ground's ghosts.
 */
export function seanceGhostPool<G extends PoolGhost>(
  grounds: readonly PoolGround<G>[],
  currentRegionId: string | undefined,
  count: number,
): G[] {
  const ghostsOf = (from: readonly PoolGround<G>[]) => {
    const pool = new Map<string, G>();
    for (const ground of from)
      for (const ghost of ground.ghosts)
        if (ghost.visible && !ghost.midnightGhost && !ghost.specialGhost && !ghost.nessyGhost) pool.set(ghost.id, ghost);
    return [...pool.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  };
  const regional = ghostsOf(grounds.filter((g) => currentRegionId !== undefined && g.regionId === currentRegionId));
  return regional.length >= count ? regional : ghostsOf(grounds);
}
