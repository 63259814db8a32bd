import { TOKEN_STORAGE_KEY, type AccessTokenClaims } from '@grimhunt/contracts';

// The token is shared with the player app (same origin, same localStorage key).
export function readToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // UTF-8 bytes -> string without TextDecoder (names may hold non-ASCII letters).
  return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** Reads the JWT payload without verifying it (the server verifies); null when it is not a JWT. */
export function decodeToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** True when the token carries an `exp` in the past (seconds since epoch). */
export function isExpired(claims: AccessTokenClaims, nowMs: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
