import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ERROR_CODES } from '@grimhunt/contracts';
import { METRICS, metricsRegistry, notePlayerSeen, PoolStats, watchPool } from '@grimhunt/api-kernel';

/** Where `/metrics` is answered (README "Metrics"). */
export interface MetricsExposure {
  /** METRICS_TOKEN: `/metrics` on the API's port answers only `Authorization: Bearer <token>`. */
  token?: string;
  /** METRICS_PORT: a separate listener that answers `/metrics` without a token (bind it to a private network). */
  port?: number;
  /** Development answers `/metrics` on the API's port without a token when neither is set; production never. */
  production: boolean;
}

/** Request rate, errors and latency per route pattern; the signed-in player for the active-players gauge. */
export function installRequestMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    const status = reply.statusCode;
    METRICS.httpDuration.observe({ method: request.method, route, status: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
    if (status >= 500) METRICS.httpErrors.inc({ method: request.method, route, status: String(status) });
    const user = (request as { user?: { id?: string } }).user;
    if (user?.id) notePlayerSeen(user.id, Date.now());
    done();
  });
}

/** The pg pool behind a TypeORM data source (its driver's `master`), for the pool gauges. */
export function watchDataSourcePool(name: string, dataSource: DataSource): void {
  watchPool(name, () => (dataSource.driver as unknown as { master?: PoolStats }).master ?? null);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `/metrics` on the API's port: behind the token, open in development without one, 404 otherwise. */
export function installMetricsRoute(fastify: FastifyInstance, exposure: MetricsExposure): void {
  const open = !exposure.token && !exposure.port && !exposure.production;
  fastify.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const allowed = open || (!!exposure.token && header.startsWith('Bearer ') && sameSecret(header.slice(7), exposure.token));
    if (!allowed) {
      // Without a token configured the route does not exist; with one, a wrong or missing token is refused.
      if (!exposure.token) return reply.code(404).send({ statusCode: 404, code: ERROR_CODES.GENERIC_NOT_FOUND, message: 'Not found' });
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, code: ERROR_CODES.AUTH_UNAUTHENTICATED, message: 'A metrics token is required' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  });
}

/** METRICS_PORT: a plain listener for Prometheus that answers `/metrics` only. */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
