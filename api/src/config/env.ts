/**
 * The only file that reads process.env. Every variable is declared in one TypeBox schema;
 * a bad value stops the process at start-up with a list of every problem, not just the first.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const BoolString = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]);
const isTrue = (v: string | undefined) => v === 'true' || v === '1';

/** The development web client's secret (it ships in the browser bundle); refused in production. */
export const DEV_OAUTH_CLIENT_SECRET = 'rednest-web-public';
/** Signs stateless guest tokens in development and tests; refused in production. */
export const DEV_TOKEN_SIGNING_SECRET = 'rednest-dev-guest-token-signing-secret';
/** the sandbox gateway's development credentials (npm start, tests); production refuses them */
export const DEV_GATEWAY_API_KEY = 'sk_sandbox_rednest_dev';
export const DEV_WEBHOOK_SECRET = 'whsec_sandbox_rednest_dev';
/** Shortest signing secret production accepts. */
export const MIN_SIGNING_SECRET_LENGTH = 32;

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8090 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_BASE_PATH: Type.String({
    pattern: '^(/|(/[A-Za-z0-9._~-]+)+/?)$',
    default: '/api',
    description: 'a path like /api, or / for the root',
  }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** prefix of every key this deployment writes to Redis: environments sharing one Redis each need their own */
  REDIS_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', default: 'rn:' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  CORS_ORIGINS: Type.Optional(Type.String()),
  OAUTH_CLIENT_ID: Type.String({ minLength: 1, default: 'rednest-web' }),
  OAUTH_CLIENT_SECRET: Type.String({ minLength: 1, default: DEV_OAUTH_CLIENT_SECRET }),
  GUEST_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, default: 7200 }),
  USER_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, default: 30 * 24 * 3600 }),
  SEED_SIZE: Type.Number({ exclusiveMinimum: 0, maximum: 1000, default: 1 }),
  APP_ENV: Type.Optional(Type.Union(['development', 'test', 'staging', 'production'].map((l) => Type.Literal(l)))),
  /** read only to tell production apart (Node's convention); any value is accepted */
  NODE_ENV: Type.Optional(Type.String()),
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 1 }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1200 }),
  /** seconds a hotels/list result is served from the cache (0 = never cached) */
  SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
  TOKEN_SIGNING_SECRET: Type.String({ minLength: 1, default: DEV_TOKEN_SIGNING_SECRET }),
  ALLOW_EMBEDDED_DB: Type.Union([BoolString], { default: 'false' }),
  SEED_ON_EMPTY: Type.Optional(BoolString),
  API_DOCS: Type.Optional(BoolString),
  /** map tiles for the front ends' maps: an https URL template with {z}, {x} and {y}; unset = plain maps */
  MAP_TILE_URL: Type.Optional(Type.String({ pattern: '^https://[^\\s"\'<>]*\\{z\\}[^\\s"\'<>]*$', maxLength: 300 })),
  MAP_TILE_ATTRIBUTION: Type.String({ maxLength: 300, default: '© OpenStreetMap contributors' }),
  /**
   * display rates (site settings exchange_rates): `YYYY-MM-DD:IDR=16350,SGD=1.29,…`, units of each
   * currency per US dollar; unset = the reference rates in site.data.ts
   */
  /** the card gateway the API creates checkouts on (the sandbox gateway by default) and its credentials */
  PAYMENT_GATEWAY_URL: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 300, default: 'http://127.0.0.1:8095' }),
  PAYMENT_GATEWAY_API_KEY: Type.String({ minLength: 8, maxLength: 200, default: DEV_GATEWAY_API_KEY }),
  PAYMENT_WEBHOOK_SECRET: Type.String({ minLength: 8, maxLength: 200, default: DEV_WEBHOOK_SECRET }),
  /** where the gateway sends its events (this API, as the gateway reaches it); default http://127.0.0.1:PORT + API_BASE_PATH */
  PAYMENT_WEBHOOK_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 300 })),
  /** the sandbox gateway process's own port (npm run gateway, npm start) */
  SANDBOX_GATEWAY_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8095 }),
  /** minutes a pending booking (book_now) holds its rooms before they are released */
  BOOKING_HOLD_MINUTES: Type.Number({
    minimum: 0.1,
    maximum: 24 * 60,
    default: 15,
    description: 'fractions allowed (0.5 = 30 s: crash tests)',
  }),
  /** minutes a payment link (send_payment_link) works; never longer than the booking's hold */
  PAYMENT_LINK_MINUTES: Type.Number({ minimum: 1, maximum: 7 * 24 * 60, default: 60 }),
  /** minutes after which a card checkout still without its webhook is asked of the provider (the status sweep) */
  PAYMENT_STATUS_SWEEP_MINUTES: Type.Number({ minimum: 0.1, maximum: 24 * 60, default: 5 }),
  /** partners' origins a `referral_url` may lead back to (site settings partner_referral_origins), comma-separated https origins */
  PARTNER_REFERRAL_ORIGINS: Type.Optional(
    Type.String({ pattern: '^https://[a-z0-9.-]+(:\\d+)?(,https://[a-z0-9.-]+(:\\d+)?)*$', maxLength: 2000 }),
  ),
  /** mail delivery (the outbox): smtp://user:pass@host:587 or smtps://…; unset = the development inbox (production: mail stays queued) */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$', maxLength: 500 })),
  /** the main site's public origin: links in mails and SMS of the main site, and the default the others derive from (http/site-origin.ts) */
  SITE_URL: Type.String({ pattern: '^https?://[^\\s/]+$', maxLength: 200, default: 'http://localhost:8080' }),
  /** the brand sites' public origin, `{brand}` standing for the slug; unset = `{brand}.` before SITE_URL's host (www. dropped) */
  BRAND_SITE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/{}]*\\{brand\\}[^\\s/{}]*$', maxLength: 200 })),
  /** the corporate site's public origin; unset = `corporate.` before SITE_URL's host (www. dropped) */
  CORPORATE_SITE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+$', maxLength: 200 })),
  /** more public origins a request may come through whose links keep them (m. hosts, another domain): comma-separated, `*` = one host label or a port */
  SITE_ORIGINS: Type.Optional(
    Type.String({
      pattern:
        '^https?://(\\*\\.)?[A-Za-z0-9.-]+(:(\\d{1,5}|\\*))?(,\\s*https?://(\\*\\.)?[A-Za-z0-9.-]+(:(\\d{1,5}|\\*))?)*$',
      maxLength: 2000,
      description: 'a `*` only as the first host label or as the port',
    }),
  ),
  MAIL_FROM: Type.String({ minLength: 3, maxLength: 200, default: 'RedNest <no-reply@rednest.test>' }),
  /** SMS delivery: an HTTP gateway taking POST { to, text } (bearer SMS_WEBHOOK_TOKEN); unset = the development inbox */
  SMS_WEBHOOK_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 })),
  SMS_WEBHOOK_TOKEN: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  /** how often the outbox worker looks for due retries (ms); 0 = this instance delivers nothing */
  OUTBOX_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 2000 }),
  /** Google sign-in (fb_login with provider google): the web client id, which is the ID token's audience; unset = Google sign-in is off */
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  GOOGLE_JWKS_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    maxLength: 500,
    default: 'https://www.googleapis.com/oauth2/v3/certs',
  }),
  /** accepted `iss` values, comma-separated */
  GOOGLE_ISSUERS: Type.String({
    minLength: 1,
    maxLength: 500,
    default: 'https://accounts.google.com,accounts.google.com',
  }),
  /** Facebook sign-in (Limited Login OpenID Connect ID tokens): the app id, the token's audience; unset = Facebook sign-in is off */
  FACEBOOK_APP_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  FACEBOOK_JWKS_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    maxLength: 500,
    default: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  }),
  FACEBOOK_ISSUERS: Type.String({ minLength: 1, maxLength: 500, default: 'https://www.facebook.com' }),
  /** Facebook on the web (OpenID Connect code flow with PKCE): where the API exchanges a login code for the ID token */
  FACEBOOK_TOKEN_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    maxLength: 500,
    default: 'https://graph.facebook.com/v19.0/oauth/access_token',
  }),
  /** Facebook's login dialog the browser goes to (site settings sign_in_providers.facebook_dialog_url): the same Graph version as the token URL */
  FACEBOOK_DIALOG_URL: Type.String({
    pattern: '^https?://[^\\s?#]+$',
    maxLength: 500,
    default: 'https://www.facebook.com/v19.0/dialog/oauth',
  }),
  /** the book_now captcha (a proof-of-work challenge, altcha-lib): HMAC key of the challenges; unset = derived from TOKEN_SIGNING_SECRET */
  CAPTCHA_HMAC_KEY: Type.Optional(Type.String({ minLength: 16, maxLength: 500 })),
  /** the browser's work: the solution is a random count of SHA-256 hashes between half of this and this */
  CAPTCHA_DIFFICULTY: Type.Integer({ minimum: 10, maximum: 5_000_000, default: 30_000 }),
  /** seconds a challenge may be solved and used in */
  CAPTCHA_TTL_SECONDS: Type.Integer({ minimum: 30, maximum: 3600, default: 600 }),
  /** the site setting captcha_by_pass: book_now takes no captcha (load tests, a site that relies on other defences) */
  CAPTCHA_BY_PASS: Type.Union([BoolString], { default: 'false' }),
  EXCHANGE_RATES: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}:[A-Z]{3}=[0-9.]+(,[A-Z]{3}=[0-9.]+)*$', maxLength: 500 }),
  ),
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
  appEnv: 'development' | 'test' | 'staging' | 'production';
  /** NODE_ENV=production or APP_ENV=production: the production guards apply (see productionProblems) */
  production: boolean;
  /**
   * How many proxy hops in front of the API are trusted to report the client's address in
   * X-Forwarded-For: 1 = the edge (which overwrites the header), 0 = none (the socket's peer).
   */
  trustProxyHops: number;
  /** the default per-IP limit of every route (a minute window); routes may set stricter own limits */
  rateLimitPerMinute: number;
  /** seconds a hotels/list result may be served from the cache; 0 turns the cache off (search README) */
  searchCacheSeconds: number;
  /** HMAC key of the stateless guest tokens; every replica needs the same one */
  tokenSigningSecret: string;
  /** production may run on the embedded PGlite only when this is set (ALLOW_EMBEDDED_DB=true) */
  allowEmbeddedDb: boolean;
  /** the Swagger UI and /openapi.json (default: on, off in production) */
  apiDocs: boolean;
  /** tile server of the front ends' maps (site settings map_tiles); null = none */
  mapTiles: { url: string; attribution: string } | null;
  bookingHoldMinutes: number;
  /** PAYMENT_LINK_MINUTES: a payment link works this long, at most until the hold ends */
  paymentLinkMinutes: number;
  /** PAYMENT_STATUS_SWEEP_MINUTES: card checkouts in flight longer than this are asked of the provider */
  paymentStatusSweepMinutes: number;
  /** book_now's proof-of-work captcha (modules/booking/captcha.ts); bypass = site setting captcha_by_pass */
  captcha: { hmacKey: string; difficulty: number; ttlSeconds: number; bypass: boolean };
  payments: { gatewayUrl: string; apiKey: string; webhookSecret: string; webhookBaseUrl: string };
  /** PARTNER_REFERRAL_ORIGINS as a list (empty: no referral is followed) */
  partnerReferralOrigins: string[];
  /** the outbox's transports (modules/outbox): null = the development inbox outside production, none in production */
  /** SITE_URL: the main site's public origin, for links in mails and SMS (http/site-origin.ts) */
  siteUrl: string;
  /** BRAND_SITE_URL (with `{brand}`) and CORPORATE_SITE_URL; null = derived from siteUrl */
  brandSiteUrl: string | null;
  corporateSiteUrl: string | null;
  /** SITE_ORIGINS: further public origins (patterns) a request's links may keep */
  siteOrigins: string[];
  outbox: {
    smtpUrl: string | null;
    mailFrom: string;
    smsWebhookUrl: string | null;
    smsWebhookToken: string | null;
    pollMs: number;
  };
  /** EXCHANGE_RATES parsed; null = the built-in reference rates */
  exchangeRates: { asOf: string; rates: Record<string, number> } | null;
  /** sign-in with a provider's ID token (modules/account/id-token.ts); null = that provider is off */
  idProviders: { google: IdProviderConfig | null; facebook: IdProviderConfig | null };
}

/** Where a provider's signing keys are and what its ID tokens must say. */
export interface IdProviderConfig {
  jwksUrl: string;
  issuers: string[];
  /** the `aud` the token must carry: our client (app) id at that provider */
  audience: string;
  /**
   * The OpenID Connect code flow with PKCE (Facebook on the web): the provider's token endpoint the
   * API exchanges a login code at, and the login dialog the browser goes to. Absent: ID tokens only.
   */
  codeFlow?: { tokenUrl: string; dialogUrl: string };
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export const DEFAULT_CORS_ORIGINS = ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'];

export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    title = 'invalid environment',
  ) {
    super(`${title}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** `YYYY-MM-DD:IDR=16350,SGD=1.29` (shape checked by the schema); every rate must be a positive number. */
function parseExchangeRates(value: string): { asOf: string; rates: Record<string, number> } {
  const [asOf, list] = value.split(':') as [string, string];
  const rates: Record<string, number> = { USD: 1 };
  const bad: string[] = [];
  for (const pair of list.split(',')) {
    const [code, text] = pair.split('=') as [string, string];
    const rate = Number(text);
    if (Number.isFinite(rate) && rate > 0) rates[code] = rate;
    else bad.push(code);
  }
  if (Number.isNaN(Date.parse(asOf)) || bad.length > 0) {
    throw new ConfigError([
      `EXCHANGE_RATES: ${bad.length ? `${bad.join(', ')} need a positive number` : `${asOf} is not a date`}`,
    ]);
  }
  return { asOf, rates };
}

/** Parses an environment (process.env by default); throws ConfigError listing every bad variable. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    // An empty variable means "unset" so `DATABASE_URL= npm start` falls back to PGlite.
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const withDefaults = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw)) as Record<string, unknown>;
  const problems = [...Value.Errors(EnvSchema, withDefaults)].map(
    (e) =>
      `${e.path.replace(/^\//, '') || '(root)'}: ${e.message} (got ${JSON.stringify(raw[e.path.slice(1)] ?? null)})`,
  );
  // the site URLs become links in mails (http/site-origin.ts): each must parse as a URL
  for (const key of ['SITE_URL', 'BRAND_SITE_URL', 'CORPORATE_SITE_URL'] as const) {
    const value = withDefaults[key];
    if (typeof value === 'string' && !URL.canParse(value.replace('{brand}', 'brand')))
      problems.push(`${key}: is not a URL (got ${JSON.stringify(value)})`);
  }
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  const env = withDefaults as Env;
  const production = env.NODE_ENV === 'production' || env.APP_ENV === 'production';
  const dataDir =
    env.DATA_DIR === undefined
      ? path.join(API_ROOT, '.data')
      : env.DATA_DIR === 'memory'
        ? 'memory'
        : path.resolve(env.DATA_DIR);
  const config: AppConfig = {
    port: env.PORT,
    host: env.HOST,
    apiBasePath: env.API_BASE_PATH.replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir,
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: env.REDIS_PREFIX,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    oauthClientId: env.OAUTH_CLIENT_ID,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET,
    guestTokenTtlSeconds: env.GUEST_TOKEN_TTL_SECONDS,
    userTokenTtlSeconds: env.USER_TOKEN_TTL_SECONDS,
    // Demo data (and its known demo password) only where someone asked for it: off by default in production.
    seedOnEmpty: env.SEED_ON_EMPTY === undefined ? !production : isTrue(env.SEED_ON_EMPTY),
    seedSize: env.SEED_SIZE,
    appEnv: (env.APP_ENV as AppConfig['appEnv'] | undefined) ?? (production ? 'production' : 'development'),
    production,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    tokenSigningSecret: env.TOKEN_SIGNING_SECRET,
    allowEmbeddedDb: isTrue(env.ALLOW_EMBEDDED_DB),
    apiDocs: env.API_DOCS === undefined ? !production : isTrue(env.API_DOCS),
    mapTiles: env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } : null,
    bookingHoldMinutes: env.BOOKING_HOLD_MINUTES,
    paymentLinkMinutes: env.PAYMENT_LINK_MINUTES,
    paymentStatusSweepMinutes: env.PAYMENT_STATUS_SWEEP_MINUTES,
    captcha: {
      hmacKey:
        env.CAPTCHA_HMAC_KEY ??
        crypto.createHmac('sha256', env.TOKEN_SIGNING_SECRET).update('rednest captcha key').digest('base64url'),
      difficulty: env.CAPTCHA_DIFFICULTY,
      ttlSeconds: env.CAPTCHA_TTL_SECONDS,
      bypass: isTrue(env.CAPTCHA_BY_PASS),
    },
    payments: {
      gatewayUrl: env.PAYMENT_GATEWAY_URL.replace(/\/$/, ''),
      apiKey: env.PAYMENT_GATEWAY_API_KEY,
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
      webhookBaseUrl: (
        env.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${env.PORT}${env.API_BASE_PATH.replace(/\/$/, '')}`
      ).replace(/\/$/, ''),
    },
    partnerReferralOrigins: env.PARTNER_REFERRAL_ORIGINS ? env.PARTNER_REFERRAL_ORIGINS.split(',') : [],
    exchangeRates: env.EXCHANGE_RATES ? parseExchangeRates(env.EXCHANGE_RATES) : null,
    siteUrl: env.SITE_URL,
    brandSiteUrl: env.BRAND_SITE_URL ?? null,
    corporateSiteUrl: env.CORPORATE_SITE_URL ?? null,
    siteOrigins: env.SITE_ORIGINS ? list(env.SITE_ORIGINS) : [],
    idProviders: {
      google: env.GOOGLE_CLIENT_ID
        ? { jwksUrl: env.GOOGLE_JWKS_URL, issuers: list(env.GOOGLE_ISSUERS), audience: env.GOOGLE_CLIENT_ID }
        : null,
      facebook: env.FACEBOOK_APP_ID
        ? {
            jwksUrl: env.FACEBOOK_JWKS_URL,
            issuers: list(env.FACEBOOK_ISSUERS),
            audience: env.FACEBOOK_APP_ID,
            codeFlow: { tokenUrl: env.FACEBOOK_TOKEN_URL, dialogUrl: env.FACEBOOK_DIALOG_URL },
          }
        : null,
    },
    outbox: {
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM,
      smsWebhookUrl: env.SMS_WEBHOOK_URL ?? null,
      smsWebhookToken: env.SMS_WEBHOOK_TOKEN ?? null,
      pollMs: env.OUTBOX_POLL_MS,
    },
  };
  const merged = { ...config, ...overrides };
  const unsafe = productionProblems(merged);
  if (unsafe.length > 0) throw new ConfigError(unsafe, 'refusing to start in production');
  return merged;
}

/**
 * What production must not run with. Checked by loadConfig, so server.ts stops
 * at once with every problem listed and a non-zero exit.
 */
export function productionProblems(config: AppConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  // deploy/k8s/api.yaml ships CHANGE_ME where an operator must put a value
  const placeholder = (value: string | null) => value !== null && /CHANGE_?ME/i.test(value);
  if (config.oauthClientSecret === DEV_OAUTH_CLIENT_SECRET || placeholder(config.oauthClientSecret)) {
    problems.push(
      `OAUTH_CLIENT_SECRET: is the development default or a placeholder; set this deployment's own client secret`,
    );
  }
  if (
    config.tokenSigningSecret === DEV_TOKEN_SIGNING_SECRET ||
    config.tokenSigningSecret.length < MIN_SIGNING_SECRET_LENGTH ||
    placeholder(config.tokenSigningSecret)
  ) {
    problems.push(
      `TOKEN_SIGNING_SECRET: must be set to a random value of at least ${MIN_SIGNING_SECRET_LENGTH} characters (e.g. openssl rand -base64 48), the same on every replica`,
    );
  }
  if (!config.databaseUrl && !config.allowEmbeddedDb) {
    problems.push(
      'DATABASE_URL: is not set; production needs PostgreSQL (set ALLOW_EMBEDDED_DB=true to run on the embedded PGlite on purpose)',
    );
  } else if (placeholder(config.databaseUrl)) {
    problems.push('DATABASE_URL: still holds the CHANGE_ME placeholder');
  }
  if (
    config.payments.apiKey === DEV_GATEWAY_API_KEY ||
    config.payments.webhookSecret === DEV_WEBHOOK_SECRET ||
    placeholder(config.payments.apiKey) ||
    placeholder(config.payments.webhookSecret)
  ) {
    problems.push(
      'PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET: are the sandbox defaults or placeholders; set the provider credentials of this deployment',
    );
  }
  if (config.seedOnEmpty) {
    problems.push(
      'SEED_ON_EMPTY: must be false in production (the demo seed creates a user with a published password)',
    );
  }
  return problems;
}

/** Node's own start time, so the ready log can report time since process start. */
export function processStartedAt(): number {
  return performance.timeOrigin;
}

/** The sandbox gateway process's settings (api/src/sandbox-gateway/server.ts). */
export function loadGatewayConfig(source: Record<string, string | undefined> = process.env): {
  port: number;
  host: string;
  apiKey: string;
  webhookSecret: string;
} {
  const port = Number(source.SANDBOX_GATEWAY_PORT ?? 8095);
  const problems: string[] = [];
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`SANDBOX_GATEWAY_PORT: must be a port number (got ${JSON.stringify(source.SANDBOX_GATEWAY_PORT)})`);
  const apiKey = source.PAYMENT_GATEWAY_API_KEY?.trim() || DEV_GATEWAY_API_KEY;
  const webhookSecret = source.PAYMENT_WEBHOOK_SECRET?.trim() || DEV_WEBHOOK_SECRET;
  if (apiKey.length < 8 || webhookSecret.length < 8)
    problems.push('PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET: at least 8 characters');
  if (problems.length) throw new ConfigError(problems);
  return { port, host: source.HOST?.trim() || '127.0.0.1', apiKey, webhookSecret };
}
