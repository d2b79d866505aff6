/**
 * The Fastify application. Plugin order (ARCHITECTURE.md): config, db, cache, rate limit,
 * auth, errors, swagger, then the modules. Nothing here listens; server.ts and the tests do.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { pingDatabase } from './db/health.ts';
import { EMAIL_PATTERN } from './contracts.ts';
import { createCache, type Cache } from './plugins/cache.ts';
import { registerErrorHandling } from './errors.ts';
import { createTokenRepository } from './modules/auth/token.repository.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { registerModules } from './modules/index.ts';
import { corsOriginMatcher } from './http/cors-origins.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** an existing cache (tests share one); created from config.redisUrl otherwise and closed with the app */
  cache?: Cache;
  /** clock for tokens and timestamps (tests move it) */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** called for every route as it is added (tests check that routes and catalogue rows match) */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    // Request ids: the caller's x-request-id when it is sane (the edge sets one), else a new uuid.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : crypto.randomUUID();
    },
    // Client IPs (rate limits, logs) come from X-Forwarded-For only when the hop is the edge or a
    // load balancer on a private network; a direct caller cannot spoof its IP.
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    bodyLimit: 256 * 1024,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: true },
      // `format: 'email'` is the contract's pattern, the one the forms check too (ajv-formats is
      // stricter, so a form could accept what the API refuses). onCreate runs after ajv-formats.
      onCreate: (ajv) => {
        ajv.addFormat('email', new RegExp(EMAIL_PATTERN));
      },
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // ── config and db ───────────────────────────────────────────────────────────
  app.decorate('config', config);
  app.decorate('database', database);

  // ── cache ───────────────────────────────────────────────────────────────────
  const cache = options.cache ?? (await createCache({ redisUrl: config.redisUrl, prefix: config.redisPrefix }));
  if (!options.cache) app.addHook('onClose', async () => cache.close());

  // ── rate limit (routes opt in; sign-in and sign-up add their own per-email limits) ──
  await app.register(rateLimit, {
    global: false,
    ...(cache.redis ? { redis: cache.redis, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  // ── auth ────────────────────────────────────────────────────────────────────
  const tokens = createTokenService({
    tokens: createTokenRepository(database.db),
    cache,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    guestTtlSeconds: config.guestTokenTtlSeconds,
    userTtlSeconds: config.userTokenTtlSeconds,
    now,
  });
  app.decorate('endpointContext', { config, tokens, now });
  app.decorateRequest('auth', null as never);

  // ── errors, request ids ─────────────────────────────────────────────────────
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });

  // ── transport ───────────────────────────────────────────────────────────────
  await app.register(cors, {
    origin: corsOriginMatcher(config.corsOrigins),
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'x-rn-timestamp', 'x-rn-hmac', 'accept-language'],
    maxAge: 600,
  });
  await app.register(formbody);

  // ── swagger ─────────────────────────────────────────────────────────────────
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RedNest API',
        version: '1.0.0',
        description:
          'Booking API for RedNest (budget hotels, residences and co-living in ID, SG, PH, VN, TH). Routes follow the endpoint catalogue in shared/src/contracts/endpoints.ts. `data` bodies, AES responses and hmac headers are a wire format, not security.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'guest token (POST /en/oauth/token) or user token (sign-in)' },
          clientBasic: { type: 'http', scheme: 'basic', description: `public web client: ${config.oauthClientId}:${config.oauthClientSecret}` },
        },
      },
    },
    // Plain routes (health, docs) stay out of the document; every catalogue row is in it.
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: `${config.apiBasePath}/docs`, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get(`${config.apiBasePath}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  // ── health ──────────────────────────────────────────────────────────────────
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const checks: Record<string, 'ok' | 'fail'> = {};
    try {
      await pingDatabase(database.db);
      checks.db = 'ok';
    } catch (err) {
      request.log.warn({ err }, 'ready: database check failed');
      checks.db = 'fail';
    }
    if (cache.kind === 'redis') {
      try {
        await cache.ping();
        checks.redis = 'ok';
      } catch (err) {
        request.log.warn({ err }, 'ready: redis check failed');
        checks.redis = 'fail';
      }
    }
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', db: database.kind, cache: cache.kind, checks });
  });

  // ── modules ─────────────────────────────────────────────────────────────────
  await registerModules(app, { config, database, db: database.db, cache, tokens, now });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}
