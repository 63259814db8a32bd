import type { ExhibitionEntryDto } from '@grimhunt/contracts';

export type ExhibitionFilter = 'all' | 'complete' | 'incomplete';
export type ExhibitionSort = 'xp' | 'trophies';

export const EXHIBITION_FILTERS: { value: ExhibitionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'complete', label: 'Complete' },
  { value: 'incomplete', label: 'Incomplete' },
];

export const EXHIBITION_SORTS: { value: ExhibitionSort; label: string }[] = [
  { value: 'xp', label: 'XP' },
  { value: 'trophies', label: 'Trophy Count' },
];

/** All trophies of the collection are in the player's hands (Claim becomes possible). */
export function isComplete(entry: ExhibitionEntryDto): boolean {
  const have = new Set(entry.collected ?? []);
  return (entry.trophies ?? []).every((trophy) => have.has(trophy.id));
}

/** Filter (All, Complete, Incomplete) and sort (XP or Trophy Count, either direction). */
export function viewExhibition(
  entries: ExhibitionEntryDto[],
  filter: ExhibitionFilter,
  sort: ExhibitionSort,
  ascending: boolean,
): ExhibitionEntryDto[] {
  const kept = entries.filter((entry) => (filter === 'all' ? true : filter === 'complete' ? isComplete(entry) : !isComplete(entry)));
  const key = (entry: ExhibitionEntryDto) => (sort === 'xp' ? (entry.collection.reqXP ?? 0) : (entry.trophies?.length ?? 0));
  const direction = ascending ? 1 : -1;
  return [...kept].sort((a, b) => (key(a) - key(b)) * direction || a.collection.name.localeCompare(b.collection.name));
}
