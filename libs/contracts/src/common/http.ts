/** Headers every client call carries. */
export const APP_KEY_HEADER = 'x-app-key';
export const VERSION_HEADER = 'x-app-version';
export const REQUEST_ID_HEADER = 'x-request-id';
export const APP_VERSION = '0.1.0';
/** Renew the token when less than this many seconds of life remain. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 158_400;
/** Back office token check interval. */
export const ADMIN_TOKEN_CHECK_INTERVAL_MS = 300_000;
/** Lifetime of an issued access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const TOKEN_STORAGE_KEY = 'token';

/** Pagination object. */
export interface PaginationDto {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}
