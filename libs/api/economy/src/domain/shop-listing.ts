import { SHOP_CATEGORIES, SHOP_PAGE_SIZE, SHOP_PAGE_SIZE_MAX, SHOP_SORT_KEYS, ShopEndpoint } from '@grimhunt/contracts';
import { CatalogueItem } from './catalogue-item';
import { InvalidQueryError } from './query.errors';
import { isCraftable } from './trade';

export type ShopName = Exclude<ShopEndpoint, 'getexhibition'>;

export function isShopName(endpoint: string): endpoint is ShopName {
  return Object.prototype.hasOwnProperty.call(SHOP_CATEGORIES, endpoint);
}

export type ListedItem = Pick<
  CatalogueItem,
  'id' | 'name' | 'visible' | 'buyable' | 'premiumShop' | 'reqXP' | 'price' | 'craftingMats' | 'craftingMatsPremium'
>;

/**
 * The items a shop lists: visible, not premium-shop items, buyable or craftable, of the chosen category's item types
 * (all categories of the shop when `filter` is absent). A category with `crafted` true lists only craftable
 * items, false only bought ones.
 */
export function shopSelection<T extends ListedItem>(
  shop: ShopName,
  filter: string | undefined,
  items: readonly { item: T; type: string | null }[],
): T[] {
  const categories = SHOP_CATEGORIES[shop].filter((c) => !filter || c.filter === filter);
  if (filter && categories.length === 0) {
    throw new InvalidQueryError(`Unknown filter "${filter}": one of ${SHOP_CATEGORIES[shop].map((c) => c.filter).join(', ')}`);
  }
  return items
    .filter(({ item, type }) => {
      if (!item.visible || item.premiumShop || !type) return false;
      const crafted = isCraftable(item);
      if (!crafted && !item.buyable) return false;
      return categories.some((c) => c.types.includes(type) && (c.crafted === undefined || c.crafted === crafted));
    })
    .map(({ item }) => item);
}

/**
 * Whether some shop lists the item, on any of its tabs: the listings' own selection (`shopSelection`). Only such
 * items can be bought or crafted; an item no shop screen offers (a premium-shop item, one of a type no tab holds)
 * cannot be had through the shops, whoever calls the endpoint.
 */
export function isListedInAShop<T extends ListedItem>(item: T, type: string | null): boolean {
  return (Object.keys(SHOP_CATEGORIES) as ShopName[]).some((shop) => shopSelection(shop, undefined, [{ item, type }]).length > 0);
}

/** The first currency of the price is the sort key of `price` (gold in practice). */
function priceOf(item: ListedItem): number {
  return item.price.currencyEntries[0]?.value ?? 0;
}

/** `sortBy` = price | reqXP | name, `-` prefix for descending; ties by price, name, id (ascending). Default reqXP. */
export function sortShopItems<T extends ListedItem>(items: T[], sortBy: string | undefined): T[] {
  const raw = sortBy?.trim() || 'reqXP';
  const desc = raw.startsWith('-');
  const key = desc ? raw.slice(1) : raw;
  if (!(SHOP_SORT_KEYS as readonly string[]).includes(key)) {
    throw new InvalidQueryError(`Unknown sortBy "${raw}": one of ${SHOP_SORT_KEYS.join(', ')} (prefix - for descending)`);
  }
  const primary = (a: T, b: T) =>
    key === 'price' ? priceOf(a) - priceOf(b) : key === 'reqXP' ? a.reqXP - b.reqXP : a.name.localeCompare(b.name);
  return [...items].sort(
    (a, b) =>
      (desc ? -primary(a, b) : primary(a, b)) || priceOf(a) - priceOf(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/** Page numbers are 1-based; pageSize defaults to `fallback` and is capped at SHOP_PAGE_SIZE_MAX. */
export function parsePaging(
  pageRaw: string,
  pageSizeRaw: string | undefined,
  fallback = SHOP_PAGE_SIZE,
): { page: number; pageSize: number } {
  const page = /^\d+$/.test(pageRaw) ? Number(pageRaw) : NaN;
  if (!Number.isSafeInteger(page) || page < 1) throw new InvalidQueryError('page must be a whole number from 1');
  if (pageSizeRaw === undefined || pageSizeRaw === '') return { page, pageSize: fallback };
  const size = /^\d+$/.test(pageSizeRaw) ? Number(pageSizeRaw) : NaN;
  if (!Number.isSafeInteger(size) || size < 1)
    throw new InvalidQueryError(`pageSize must be a whole number from 1 to ${SHOP_PAGE_SIZE_MAX}`);
  return { page, pageSize: Math.min(size, SHOP_PAGE_SIZE_MAX) };
}

/** Where a page sits in a listing. */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function paginate<T>(all: readonly T[], page: number, pageSize: number): { items: T[]; pagination: Pagination } {
  const totalCount = all.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    pagination: { currentPage: page, totalPages, totalCount, hasNextPage: page * pageSize < totalCount, hasPreviousPage: page > 1 },
  };
}
