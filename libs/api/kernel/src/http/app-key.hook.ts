import { APP_KEY_HEADER, ERROR_CODES } from '@grimhunt/contracts';

/**
 * Paths fetched without custom headers: by a browser (image tags, links in mails, docs, the sandbox approval page)
 * or by a payment provider (webhooks, which carry their own signature).
 */
const OPEN_PREFIXES = [
  '/api/image/',
  '/api/docs',
  '/api/health',
  '/api/user/ActivateAccount/',
  '/api/payment/sandbox/',
  '/api/payment/notify/',
];

/**
 * When APP_KEY is set, every /api request must carry it in the application key header.
 * Returns a fastify onRequest hook.
 */
export function appKeyHook(appKey: string | undefined) {
  return (
    request: { url: string; headers: Record<string, unknown> },
    reply: { code(n: number): { send(b: unknown): void } },
    done: () => void,
  ) => {
    if (!appKey || !request.url.startsWith('/api') || OPEN_PREFIXES.some((p) => request.url.startsWith(p))) return done();
    if (request.headers[APP_KEY_HEADER] !== appKey) {
      reply.code(403).send({ statusCode: 403, code: ERROR_CODES.AUTH_APP_KEY, message: 'Unknown application' });
      return;
    }
    done();
  };
}
