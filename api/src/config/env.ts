/**
 * The only file that reads process.env. Every variable is declared in one TypeBox schema;
 * a bad value stops the process at start-up with a list of every problem, not just the first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const BoolString = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]);

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8090 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_BASE_PATH: Type.String({ pattern: '^(/|(/[A-Za-z0-9._~-]+)+/?)$', default: '/api', description: "a path like /api, or / for the root" }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  CORS_ORIGINS: Type.Optional(Type.String()),
  OAUTH_CLIENT_ID: Type.String({ minLength: 1, default: 'rednest-web' }),
  OAUTH_CLIENT_SECRET: Type.String({ minLength: 1, default: 'rednest-web-public' }),
  GUEST_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, default: 7200 }),
  USER_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, default: 30 * 24 * 3600 }),
  SEED_ON_EMPTY: Type.Union([BoolString], { default: 'true' }),
  SEED_SIZE: Type.Number({ exclusiveMinimum: 0, maximum: 1000, default: 1 }),
  APP_ENV: Type.Union(['development', 'test', 'staging', 'production'].map((l) => Type.Literal(l)), { default: 'development' }),
});
export type Env = Static<typeof EnvSchema>;

export interface AppConfig {
  port: number;
  host: string;
  /** '' or '/api': every catalogue route is served under it (the edge proxies /api/* unchanged). */
  apiBasePath: string;
  databaseUrl: string | null;
  /** PGlite folder, or 'memory' for an in-memory database. Ignored when databaseUrl is set. */
  dataDir: string;
  redisUrl: string | null;
  /** key prefix for everything this instance writes to Redis (tests use a random one). */
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  /** exact origins or patterns with `*` for one host label / port (e.g. http://*.localhost:*). */
  corsOrigins: string[];
  oauthClientId: string;
  /**
   * The web client is a PUBLIC client: its id and secret ship in the browser bundle, so the
   * secret only identifies the client; it protects nothing. Guest tokens grant guest rights only.
   */
  oauthClientSecret: string;
  guestTokenTtlSeconds: number;
  userTokenTtlSeconds: number;
  seedOnEmpty: boolean;
  seedSize: number;
  appEnv: Env['APP_ENV'];
}

export const DEFAULT_CORS_ORIGINS = ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default); throws ConfigError listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    // An empty variable means "unset" so `DATABASE_URL= npm start` falls back to PGlite.
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const withDefaults = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw)) as Record<string, unknown>;
  const problems = [...Value.Errors(EnvSchema, withDefaults)].map(
    (e) => `${e.path.replace(/^\//, '') || '(root)'}: ${e.message} (got ${JSON.stringify(raw[e.path.slice(1)] ?? null)})`,
  );
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  const env = withDefaults as Env;
  const dataDir = env.DATA_DIR === undefined ? path.join(API_ROOT, '.data') : env.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.DATA_DIR);
  const config: AppConfig = {
    port: env.PORT,
    host: env.HOST,
    apiBasePath: env.API_BASE_PATH.replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir,
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: 'rn:',
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : DEFAULT_CORS_ORIGINS,
    oauthClientId: env.OAUTH_CLIENT_ID,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET,
    guestTokenTtlSeconds: env.GUEST_TOKEN_TTL_SECONDS,
    userTokenTtlSeconds: env.USER_TOKEN_TTL_SECONDS,
    seedOnEmpty: env.SEED_ON_EMPTY === 'true' || env.SEED_ON_EMPTY === '1',
    seedSize: env.SEED_SIZE,
    appEnv: env.APP_ENV,
  };
  return { ...config, ...overrides };
}

/** Node's own start time, so the ready log can report time since process start. */
export function processStartedAt(): number {
  return performance.timeOrigin;
}
