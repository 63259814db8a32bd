import type { AccessTokenClaims } from '@grimhunt/contracts';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims; `ttlSeconds` sets `exp` relative to now. */
export function makeToken(claims: Partial<AccessTokenClaims> & { ttlSeconds?: number } = {}, nowMs = Date.now()): string {
  const { ttlSeconds = 7 * 24 * 3600, ...rest } = claims;
  const payload = {
    sub: 'user-1',
    name: 'Hunter',
    role: 'user',
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(nowMs / 1000) + ttlSeconds,
    ...rest,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
