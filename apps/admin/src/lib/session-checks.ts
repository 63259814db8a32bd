import { API_PREFIX, SYSTEM_ROUTES, USER_ROUTES, type CheckResultDto } from '@grimhunt/contracts';
import { apiHeaders, httpClient } from '../providers/http-client';
import { browser } from './browser';
import { readToken, removeToken, storeToken } from './token';

/** Version of the server last seen by this browser (shared with the player app). */
export const VERSION_STORAGE_KEY = 'version';

/**
 * Token refresh: GET /api/user/check with the bearer token; a new token replaces the stored
 * one; any failure removes the token and reloads the page.
 */
export async function checkToken(): Promise<boolean> {
  if (!readToken()) return false;
  try {
    const { json } = await httpClient(`/${API_PREFIX}/${USER_ROUTES.base}/${USER_ROUTES.check}`);
    const result = json as CheckResultDto;
    if (result?.success && result.access_token) {
      storeToken(result.access_token);
      return true;
    }
  } catch {
    // handled below
  }
  removeToken();
  browser.reload();
  return false;
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

/**
 * Version check: when the server's version differs from the one stored earlier, clear the
 * caches and reload. The first visit only stores it. An unreachable server changes nothing.
 */
export async function checkVersion(): Promise<boolean> {
  let server: string;
  try {
    const response = await fetch(`/${API_PREFIX}/${SYSTEM_ROUTES.version}/`, { headers: apiHeaders({ Accept: 'text/plain' }) });
    if (!response.ok) return false;
    server = (await response.text()).trim().replace(/^"(.*)"$/, '$1');
  } catch {
    return false;
  }
  if (!server) return false;
  const stored = localStorage.getItem(VERSION_STORAGE_KEY);
  localStorage.setItem(VERSION_STORAGE_KEY, server);
  if (stored && stored !== server) {
    await clearCaches();
    browser.reload();
    return true;
  }
  return false;
}
