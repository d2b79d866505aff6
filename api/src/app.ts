/**
 * The Fastify application. Plugin order (ARCHITECTURE.md): config, db, cache, rate limit,
 * auth, errors, swagger, then the modules. Nothing here listens; server.ts and the tests do.
 *
 * Hardening lives here and in src/plugins: logs without secrets (plugins/logging.ts),
 * exactly TRUST_PROXY_HOPS trusted proxy hops, a per-address limit on every request
 * (plugins/rate-limit.ts), `Cache-Control: no-store` unless a public read says otherwise, the
 * docs off in production unless API_DOCS=true, and a Redis that degrades instead of failing.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { pingDatabase } from './db/health.ts';
import { ENDPOINTS, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { EMAIL_PATTERN } from '@rednest/shared/contracts';
import { ENDPOINT_SCHEMAS } from '@rednest/shared/contracts/dto';
import { createCache, type Cache } from './plugins/cache.ts';
import { loggerOptions, type LogStream } from './plugins/logging.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { frameworkErrors, registerErrorHandling } from './errors.ts';
import { createTokenRepository } from './modules/auth/token.repository.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { registerModules } from './modules/index.ts';
import { createAppOutbox } from './modules/outbox/outbox.setup.ts';
import { corsOriginMatcher } from './http/cors-origins.ts';
import { createSiteOrigins } from './http/site-origin.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** an existing cache (tests share one); created from config.redisUrl otherwise and closed with the app */
  cache?: Cache;
  /** clock for tokens and timestamps (tests move it) */
  now?: () => Date;
  /** false: no log at all; otherwise the API's logger (level from config, secrets redacted), to `stream` when given */
  logger?: false | { stream?: LogStream };
  /** called for every route as it is added (tests check that routes and catalogue rows match) */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

/** Whether an endpoint's answer carries a token: its response schema has an access_token. */
function carriesToken(name: EndpointName): boolean {
  const response = ENDPOINT_SCHEMAS[name].response as { properties?: Record<string, unknown> };
  return Boolean(response.properties && Object.hasOwn(response.properties, 'access_token'));
}

/**
 * Rows whose answers are never stored by any cache: a signed-in user's data (auth 'user') and
 * every answer with a token in it (token grant, sign-in, sign-up, profile).
 */
export const NO_STORE_ENDPOINTS: ReadonlySet<EndpointName> = new Set(
  (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].auth === 'user' || carriesToken(name)),
);

/**
 * The Cache-Control of an answer: `no-store` for the rows above whatever they set, and for any
 * answer that set none (errors included); a public read keeps its own.
 */
function applyCacheControl(request: FastifyRequest, reply: FastifyReply): void {
  const endpoint = request.routeOptions.config?.endpoint;
  if ((endpoint && NO_STORE_ENDPOINTS.has(endpoint)) || !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logger?.stream),
    // router errors (over-long path parameters, bad percent-encoding) in our error shape
    frameworkErrors,
    // Request ids: the caller's x-request-id when it is sane (the edge sets one), else a new uuid.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : crypto.randomUUID();
    },
    // Client IPs (rate limits, logs): X-Forwarded-For is read through exactly TRUST_PROXY_HOPS
    // proxies (1: the edge, which overwrites the header with the address it saw), so what a client
    // writes into the header itself is never taken; 0 trusts nothing (the socket's peer).
    // (proxy-addr asks hop 0 = the socket's peer, 1 = the rightmost X-Forwarded-For entry, …)
    trustProxy: config.trustProxyHops === 0 ? false : (_address: string, hop: number) => hop < config.trustProxyHops,
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
  const cache =
    options.cache ??
    (await createCache({
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      onError: (err) =>
        app.log.warn({ err }, 'redis unavailable: running degraded (database look-ups, per-instance limits)'),
    }));
  if (!options.cache) app.addHook('onClose', async () => cache.close());

  // ── rate limit: every request per address; routes add their own; sign-in and sign-up count failures per account ──
  registerRateLimits(app, { cache, perMinute: config.rateLimitPerMinute });

  // ── auth ────────────────────────────────────────────────────────────────────
  const tokens = createTokenService({
    tokens: createTokenRepository(database.db),
    cache,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    guestTtlSeconds: config.guestTokenTtlSeconds,
    userTtlSeconds: config.userTokenTtlSeconds,
    signingSecret: config.tokenSigningSecret,
    now,
  });
  app.decorate('endpointContext', { config, tokens, now });
  app.decorateRequest('auth', null as never);

  // ── errors, request ids ─────────────────────────────────────────────────────
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
    applyCacheControl(request, reply);
  });

  // ── transport ───────────────────────────────────────────────────────────────
  await app.register(cors, {
    origin: corsOriginMatcher(config.corsOrigins),
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-request-id',
      'x-rn-timestamp',
      'x-rn-hmac',
      'x-captcha-token',
      'accept-language',
      'user_segment',
    ],
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
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'guest token (POST /en/oauth/token) or user token (sign-in)',
          },
          clientBasic: {
            type: 'http',
            scheme: 'basic',
            description: `public web client: ${config.oauthClientId}:${config.oauthClientSecret}`,
          },
        },
      },
    },
    // Plain routes (health, docs) stay out of the document; every catalogue row is in it.
    hideUntagged: true,
  });
  // The document is built either way (tests read app.swagger()); it is served only with API_DOCS
  // (default on, off in production).
  if (config.apiDocs) {
    await app.register(swaggerUi, {
      routePrefix: `${config.apiBasePath}/docs`,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
    app.get(`${config.apiBasePath}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  }

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
    // Redis down is reported, not fatal: the API serves degraded (plugins/cache.ts), and a failed
    // readiness on every replica at once would take the whole service out of rotation.
    if (cache.kind === 'redis') {
      try {
        await cache.ping();
        checks.redis = 'ok';
      } catch (err) {
        request.log.warn({ err }, 'ready: redis check failed (serving degraded)');
        checks.redis = 'fail';
      }
    }
    const ready = checks.db === 'ok';
    const degraded = checks.redis === 'fail';
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      db: database.kind,
      cache: cache.kind,
      checks,
      ...(degraded ? { degraded } : {}),
    });
  });

  // ── outbox: every mail and SMS, delivered by a worker with retries (modules/outbox) ──
  const { outbox, devInbox } = createAppOutbox(config, database.db, now, app.log);
  if (config.outbox.pollMs > 0) outbox.start(config.outbox.pollMs);
  app.addHook('onClose', async () => outbox.stop());

  // ── modules ─────────────────────────────────────────────────────────────────
  await registerModules(app, {
    config,
    database,
    db: database.db,
    cache,
    tokens,
    now,
    outbox,
    devInbox,
    sites: createSiteOrigins(config),
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}
