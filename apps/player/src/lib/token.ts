import { useSyncExternalStore } from 'react';
import { GAME_ROLES, ROLE, TOKEN_STORAGE_KEY, type AccessTokenClaims, type RoleName } from '@grimhunt/contracts';

/**
 * The access token: kept in localStorage under `token`. A tiny external store so the shell
 * re-renders when the token appears (login, another tab) or goes (logout, expiry, 401).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the JWT payload (no signature check: the server does that). Null when it is not a readable JWT. */
export function decodeToken(token: string | null | undefined): Partial<AccessTokenClaims> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Partial<AccessTokenClaims>) : null;
  } catch {
    return null;
  }
}

/** Seconds of life left, or null when the token carries no `exp`. */
export function secondsLeft(token: string, nowMs: number = Date.now()): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : null;
}

export function isExpired(token: string, nowMs: number = Date.now()): boolean {
  const left = secondsLeft(token, nowMs);
  return left !== null && left <= 0;
}

/** The stored token; an expired one is removed and null returned. */
export function getToken(nowMs: number = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  if (!token) return null;
  if (isExpired(token, nowMs)) {
    store?.removeItem(TOKEN_STORAGE_KEY);
    queueMicrotask(notify);
    return null;
  }
  return token;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function removeToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

/** Role name from the token's role claim; '' when there is none. */
export function roleOf(token: string | null): RoleName | '' {
  const role = decodeToken(token)?.role;
  return typeof role === 'string' && role ? (role as RoleName) : '';
}

export function canEnterGame(role: RoleName | ''): boolean {
  return role !== '' && GAME_ROLES.includes(role);
}

export function isKnownRole(role: string): role is RoleName {
  return Object.prototype.hasOwnProperty.call(ROLE, role);
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells subscribers to read the storage again (used by the start-up token lookup). */
export function announceTokenChange(): void {
  notify();
}

/** The current token, kept in sync with the store. */
export function useToken(): string | null {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken(),
    () => null,
  );
}
