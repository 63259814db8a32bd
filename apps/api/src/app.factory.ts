import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { FastifyInstance, LogController } from 'fastify';
import { DataSource } from 'typeorm';
import { API_PREFIX, APP_KEY_HEADER, APP_VERSION, REQUEST_ID_HEADER, VERSION_HEADER } from '@grimhunt/contracts';
import {
  appKeyHook,
  Clock,
  corsOriginCheck,
  createValidationPipe,
  DEFAULT_EDGE_LIMITS,
  edgeGuardHook,
  EdgeError,
  guardNestedConnections,
  PayloadTooLargeError,
  holdBodyRefusal,
  parseFormBody,
  parseJsonBody,
  Rng,
  securityHeaders,
} from '@grimhunt/api-kernel';
import { BootstrapAccountsHandler } from '@grimhunt/api-identity';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { AppModule } from './app.module';
import { AppConfig } from './config/app.config';
import { createRootLogger, PinoNestLogger } from './logging';
import { installMetricsRoute, installRequestMetrics, watchDataSourcePool } from './metrics/metrics-http';

/** The configuration plus what only tests inject: a clock they can move and a seeded RNG. */
export type RunnableConfig = AppConfig & { databaseUrl: string; clock?: Clock; rng?: Rng };

/** Builds the whole server (API, player app at /, back office at /admin/); used by main.ts and the tests. */
export async function createApp(config: RunnableConfig): Promise<NestFastifyApplication> {
  const logger = createRootLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    // A list of trusted proxies (TRUST_PROXY), never "anyone": others cannot forge X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_EDGE_LIMITS.bodyBytes,
    // A client dripping its head or body a byte at a time holds a socket for ever without these: Node closes a
    // connection whose head is not complete after headersTimeout, or whose whole request is not after requestTimeout,
    // checking every second (its default of 30 s would let a drip live that much longer).
    requestTimeout: config.httpTimeouts.requestMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    http: { headersTimeout: config.httpTimeouts.headersMs, connectionsCheckingInterval: 1000 },
  } as never);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify as unknown as FastifyInstance);
  await app.register(multipart as never, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } } as never);
  fastify.addHook('onRequest', appKeyHook(config.appKey) as never);
  fastify.addHook('preValidation', edgeGuardHook() as never);
  installRequestMetrics(fastify as unknown as FastifyInstance);
  installMetricsRoute(fastify as unknown as FastifyInstance, {
    token: config.metricsToken,
    port: config.metricsPort,
    production: config.nodeEnv === 'production',
  });
  const headers = securityHeaders({ hsts: config.nodeEnv === 'production' && config.publicUrl.startsWith('https://') });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.enableCors({
    origin: corsOriginCheck(config.corsOrigins, config.nodeEnv === 'production'),
    credentials: false,
    exposedHeaders: ['Content-Range', 'X-Total-Count', REQUEST_ID_HEADER],
    allowedHeaders: ['Content-Type', 'Authorization', 'Range', APP_KEY_HEADER, VERSION_HEADER, REQUEST_ID_HEADER],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
  });

  // The OpenAPI document and its page: development only, never public in production (README "Configuration").
  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Grimhunt API').setVersion(APP_VERSION).addBearerAuth().build(),
    );
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  }

  await serveFrontEnds(app, config);
  await app.init();
  watchDataSourcePool('primary', app.get(DataSource));
  if (config.dbGuardNested) guardNestedConnections(app.get(DataSource));
  // DEMO_CONTENT: on unless switched off; the seeder writes only into an empty catalogue. Content comes before the
  // accounts, so the demo player's starter kit can name the pack's items.
  if (config.demoContent !== false) await app.get(CatalogueFacade).seedDemoContentIfEmpty();
  await app.get(CatalogueFacade).ensureSettingDefaults();
  await bootstrapAccounts(app, config);
  return app;
}

/** Smaller bodies for the account and payment forms than for the back office's catalogue JSON. */
function bodyLimitOf(url: string): number {
  return /^\/api\/(user|payment|mail)\b/.test(url) ? 32 * 1024 : DEFAULT_EDGE_LIMITS.bodyBytes;
}

/** JSON and form parsers with the edge limits (fields, keys, depth, size per route); they replace Nest's. */
function registerBodyParsers(fastify: FastifyInstance): void {
  const checked =
    (parse: (text: string) => unknown) =>
    (request: { url: string }, body: string, done: (error: Error | null, value?: unknown) => void) => {
      if (Buffer.byteLength(body) > bodyLimitOf(request.url)) return done(new PayloadTooLargeError('The request body is too large'));
      let parsed: unknown;
      try {
        parsed = parse(body);
      } catch (error) {
        if (!(error instanceof EdgeError)) return done(error as Error);
        // Answered by the access guard once it knows the caller: anonymous callers of protected routes get 401.
        holdBodyRefusal(request, error);
      }
      done(null, parsed);
    };
  fastify.removeContentTypeParser(['application/json']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, checked((text) => parseJsonBody(text)) as never);
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, checked((text) => parseFormBody(text)) as never);
}

async function serveFrontEnds(app: NestFastifyApplication, config: RunnableConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const player = existsSync(join(config.playerDist, 'index.html')) ? config.playerDist : null;
  const admin = existsSync(join(config.adminDist, 'index.html')) ? config.adminDist : null;
  // Hashed bundles never change; everything else is revalidated.
  const immutable = (reply: { header(n: string, v: string): void }, path: string) => {
    reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  if (player) await fastify.register(fastifyStatic, { root: player, prefix: '/', wildcard: false, setHeaders: immutable });
  if (admin)
    await fastify.register(fastifyStatic, {
      root: admin,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: !player,
      setHeaders: immutable,
    });
  // Client-side routes: any other GET outside /api answers the app's index.html.
  const spa = (root: string | null) => (request: { url: string }, reply: any) => {
    if (request.url.startsWith('/api')) return reply.code(404).send({ statusCode: 404, code: 'GENERIC.NOT_FOUND', message: 'Not found' });
    if (!root) return reply.code(404).type('text/plain').send('The front end is not built. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
  if (!admin) fastify.get('/admin', spa(null));
  fastify.get('/admin/*', spa(admin));
  fastify.get('/*', spa(player));
  if (!player) fastify.get('/', spa(null));
}

async function bootstrapAccounts(app: NestFastifyApplication, config: RunnableConfig): Promise<void> {
  const accounts = app.get(BootstrapAccountsHandler);
  await accounts.ensureAdmin(config.admin);
  await accounts.ensurePlayer(config.demoPlayer);
}
