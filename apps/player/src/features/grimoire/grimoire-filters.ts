import type { GrimoireEnemyDto } from '@grimhunt/contracts';

/** The grimoire's checkboxes (spec player §2): Only Trapped off, Daylight and Midnight on by default. */
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

export const CATCH_REASON_TEXT: Record<GrimoireEnemyDto['catchRateReason'], string> = {
  power: 'Your power beats its scare factor: a sure catch.',
  mystic: 'Only your mystic power can bind it.',
  immune: 'Immune to mystic power, and stronger than your trap.',
  specialBait: 'It needs a special bait you do not carry.',
  none: 'Too powerful for your current setup.',
};
