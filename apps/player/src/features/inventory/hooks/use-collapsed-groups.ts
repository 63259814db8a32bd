import { useCallback, useState } from 'react';
import { INVENTORY_COLLAPSE_COOKIE, INVENTORY_COLLAPSE_DAYS } from '../../../config/game';
import { readCookie, writeCookie } from '../../../lib/cookies';

function readCollapsed(): string[] {
  try {
    const parsed: unknown = JSON.parse(readCookie(INVENTORY_COLLAPSE_COOKIE) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Collapsed inventory groups, remembered in a cookie for one year. */
export function useCollapsedGroups() {
  const [collapsed, setCollapsed] = useState<string[]>(readCollapsed);

  const toggle = useCallback((key: string) => {
    setCollapsed((current) => {
      const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
      writeCookie(INVENTORY_COLLAPSE_COOKIE, JSON.stringify(next), INVENTORY_COLLAPSE_DAYS);
      return next;
    });
  }, []);

  return { isCollapsed: (key: string) => collapsed.includes(key), toggle };
}
