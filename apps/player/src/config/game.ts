/** Client-side game constants that the contracts do not carry. */

/** Popups (purchase, claim, equip results) close by themselves after this long. */
export const POPUP_AUTO_CLOSE_MS = 2000;

/** Infinite-scroll grids wait this long after the sentinel shows before asking for the next page. */
export const INFINITE_SCROLL_DEBOUNCE_MS = 100;

/** Currency amounts are abbreviated (K, M, B) from this value on. */
export const CURRENCY_ABBREVIATE_FROM = 100_000;

/** The inventory remembers collapsed groups in this cookie for a year. */
export const INVENTORY_COLLAPSE_COOKIE = 'inventoryCollapsedGroups';
export const INVENTORY_COLLAPSE_DAYS = 365;

/** `/api/image/thumb/{id}`: thumbnails of items, avatars and collections. */
export const thumbUrl = (imageId: string) => `/api/image/thumb/${encodeURIComponent(imageId)}`;

/** `/api/image/{id}`: the picture at its drawn size (scenes are 640x360; their thumbnails 256 px wide). */
export const imageUrl = (imageId: string) => `/api/image/${encodeURIComponent(imageId)}`;
