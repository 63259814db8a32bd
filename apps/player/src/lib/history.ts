import { useSyncExternalStore } from 'react';

/**
 * The browser history for the signed-out app (no router library): the current path as a store that follows
 * pushState/replaceState made here and the back/forward buttons (popstate).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

export function currentPath(): string {
  return window.location.pathname;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function pushPath(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of [...listeners]) listener();
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}

/**
 * The params of `path` when it matches `pattern` ('/activateAccount/:id'), else null. Like React Router: static
 * segments ignore case, a trailing slash is allowed, params are URI-decoded.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const actual = have[i] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        params[segment.slice(1)] = actual;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}
