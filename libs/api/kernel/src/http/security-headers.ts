/**
 * Security headers on every answer (@fastify/helmet is not installed, so we set them ourselves).
 * The CSP allows no inline script anywhere: both built apps load only their own hashed bundles. Styles may be
 * inline: react-admin (MUI / emotion) injects <style> elements at run time and both apps use style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'x-dns-prefetch-control': 'off',
  };
  if (options.hsts) headers['strict-transport-security'] = 'max-age=15552000; includeSubDomains';
  return headers;
}

/**
 * CORS: the origins allowed to call the API from a browser. `CORS_ORIGINS` lists them (comma separated); unset,
 * production allows none besides the game's own origin (same-origin calls need no CORS) and development allows
 * local dev servers (http://localhost:* and http://127.0.0.1:*).
 */
export function corsOriginCheck(
  allowed: readonly string[] | undefined,
  production: boolean,
): (origin: string | undefined, cb: (error: Error | null, allow: boolean) => void) => void {
  const exact = new Set((allowed ?? []).map((o) => o.replace(/\/$/, '').toLowerCase()));
  const devLocal = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/i;
  return (origin, cb) => {
    if (!origin) return cb(null, false);
    const o = origin.toLowerCase();
    cb(null, exact.has(o) || (allowed === undefined && !production && devLocal.test(o)));
  };
}
