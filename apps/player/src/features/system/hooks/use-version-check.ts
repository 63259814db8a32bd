import { useEffect } from 'react';
import { clearCaches, reloadPage } from '../../../lib/browser';
import { getServerVersion } from '../api/get-version';

export const VERSION_STORAGE_KEY = 'version';

/**
 * Compares the server's version with the one stored at the last visit. On a change it
 * stores the new one, clears the caches and reloads. The first visit only stores it, so it never loops.
 * Returns true when a reload was triggered.
 */
export async function checkVersion(): Promise<boolean> {
  let serverVersion: string;
  try {
    serverVersion = await getServerVersion();
  } catch {
    return false; // offline or server down: try again next start
  }
  if (!serverVersion) return false;
  const stored = localStorage.getItem(VERSION_STORAGE_KEY);
  if (stored === serverVersion) return false;
  localStorage.setItem(VERSION_STORAGE_KEY, serverVersion);
  if (stored === null) return false;
  await clearCaches().catch(() => undefined);
  reloadPage();
  return true;
}

export function useVersionCheck(): void {
  useEffect(() => {
    void checkVersion();
  }, []);
}
