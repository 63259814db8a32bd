import type { GrimoireEnemyDto } from '@grimhunt/contracts';

/** The grimoire's checkboxes: Only Trapped off, Daylight and Midnight on by default. */
export interface GrimoireFilters {
  onlyTrapped: boolean;
  daylight: boolean;
  midnight: boolean;
}

export const DEFAULT_GRIMOIRE_FILTERS: GrimoireFilters = { onlyTrapped: false, daylight: true, midnight: true };

/** Midnight ghosts show with Midnight, the others with Daylight; Only Trapped keeps ghosts this player caught. */
export function filterEnemies(enemies: GrimoireEnemyDto[], filters: GrimoireFilters): GrimoireEnemyDto[] {
  return enemies.filter((enemy) => {
    if (filters.onlyTrapped && enemy.playerTimesHunted <= 0) return false;
    return enemy.midnightGhost ? filters.midnight : filters.daylight;
  });
}
