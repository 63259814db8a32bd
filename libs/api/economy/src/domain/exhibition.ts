import { CatalogueItem } from './catalogue-item';

/** A collection is an item of type `collection` that lists its trophies. */
export function isCollection(item: Pick<CatalogueItem, 'trophieItemIds'>, typeShortName: string | null): boolean {
  return typeShortName === 'collection' && item.trophieItemIds.length > 0;
}

/** Trophy ids the player does not own yet (each trophy needs one unit). */
export function missingTrophies(collection: Pick<CatalogueItem, 'trophieItemIds'>, owned: (itemId: string) => number): string[] {
  return [...new Set(collection.trophieItemIds)].filter((id) => owned(id) <= 0);
}
